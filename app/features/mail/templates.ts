/** What an email says: its HTML part and its plain-text part. */
export interface EmailBody {
  html: string;
  text: string;
}

/**
 * A body the outbox keeps as its template's name and props, rendered when the email is sent
 * (docs/decisions/0131). The props go through JSON: strings, numbers, booleans, arrays and
 * plain objects only (a date as its ISO string).
 */
export interface DeferredBody {
  template: string;
  props: unknown;
}

/** An email body rendered from props, on the request's behalf but not in its time. */
export interface EmailTemplate<Props> {
  readonly name: string;
  render(props: Props): EmailBody;
  /** The outbox's note of this body: the template's name with the props. */
  of(props: Props): DeferredBody;
}

export function emailTemplate<Props>(name: string, render: (props: Props) => EmailBody): EmailTemplate<Props> {
  return { name, render, of: (props) => ({ template: name, props }) };
}

/** Every template the mail worker may be asked to render, by name. */
export type TemplateBook = ReadonlyMap<string, EmailTemplate<never>>;

export function templateBook(...templates: Array<EmailTemplate<never>>): TemplateBook {
  const book = new Map<string, EmailTemplate<never>>();
  for (const template of templates) {
    if (book.has(template.name)) throw new Error(`two email templates are named "${template.name}"`);
    book.set(template.name, template);
  }
  return book;
}

/** An email's body as it will be sent: the one it was queued with, or its template rendered now. */
export function bodyOf(
  email: { html: string | null; text: string | null; deferredBody: DeferredBody | null },
  book: TemplateBook,
): EmailBody {
  if (email.html !== null && email.text !== null) return { html: email.html, text: email.text };
  if (!email.deferredBody) throw new Error("the email has no body");
  const template = book.get(email.deferredBody.template) as EmailTemplate<unknown> | undefined;
  if (!template) throw new Error(`no email template is named "${email.deferredBody.template}"`);
  return template.render(email.deferredBody.props);
}
