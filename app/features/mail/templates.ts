import type { Database } from "~/platform/db/database";

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
  /**
   * What the props could not hold when the email was queued, added as it is sent: a link made
   * then, off the request that queued it (docs/decisions/0220). Absent: the props are complete.
   */
  complete?(props: Props, db: Database): Promise<Props>;
  /** The outbox's note of this body: the template's name with the props. */
  of(props: Props): DeferredBody;
}

export function emailTemplate<Props>(
  name: string,
  render: (props: Props) => EmailBody,
  complete?: (props: Props, db: Database) => Promise<Props>,
): EmailTemplate<Props> {
  return { name, render, complete, of: (props) => ({ template: name, props }) };
}

/** A template whatever its props, as a book holds it. */
type AnyTemplate = Omit<EmailTemplate<never>, "complete"> & { complete?(props: never, db: Database): Promise<unknown> };

/** Every template the mail worker may be asked to render, by name. */
export type TemplateBook = ReadonlyMap<string, AnyTemplate>;

export function templateBook(...templates: AnyTemplate[]): TemplateBook {
  const book = new Map<string, AnyTemplate>();
  for (const template of templates) {
    if (book.has(template.name)) throw new Error(`two email templates are named "${template.name}"`);
    book.set(template.name, template);
  }
  return book;
}

type StoredBody = { html: string | null; text: string | null; deferredBody: DeferredBody | null };

function templateOf(deferredBody: DeferredBody | null, book: TemplateBook): EmailTemplate<unknown> {
  if (!deferredBody) throw new Error("the email has no body");
  const template = book.get(deferredBody.template) as EmailTemplate<unknown> | undefined;
  if (!template) throw new Error(`no email template is named "${deferredBody.template}"`);
  return template;
}

/** An email's body as queued: the one it was queued with, or its template rendered now from the props alone (previews and tests). */
export function bodyOf(email: StoredBody, book: TemplateBook): EmailBody {
  if (email.html !== null && email.text !== null) return { html: email.html, text: email.text };
  return templateOf(email.deferredBody, book).render(email.deferredBody!.props);
}

/** An email's body as it is sent: as bodyOf, with what its template adds at sending time. */
export async function bodyAtSending(email: StoredBody, book: TemplateBook, db: Database): Promise<EmailBody> {
  if (email.html !== null && email.text !== null) return { html: email.html, text: email.text };
  const template = templateOf(email.deferredBody, book);
  const props = email.deferredBody!.props;
  return template.render(template.complete ? await template.complete(props, db) : props);
}
