import { messageTemplate, requiredFields, type EmailKey, type MessageTemplate, type TextKey } from "./catalogue";
import { fieldsIn, fillFields, type MessageField } from "./fields";

/** What staff write for a message: the subject (emails only) and the wording. */
export interface Wording {
  subject: string | null;
  body: string;
}

export type FieldValues = Partial<Record<MessageField, string>>;

/** A message's wording as it goes out: its subject filled (emails), its body, and the customer's page when they may have it. */
export interface FilledWording {
  subject: string;
  body: string;
  customerPage?: string;
}

/**
 * Why a wording cannot be saved, by part (docs/decisions/0191): a field this message does not
 * have (a typo would otherwise go to the customer as "{frist_name}"), or a required field left out.
 */
export function wordingProblems(template: MessageTemplate, wording: Wording): Partial<Record<"subject" | "body", string>> {
  const problems: Partial<Record<"subject" | "body", string>> = {};
  const known = new Set<string>(template.fields);
  const parts = template.channel === "email" ? (["subject", "body"] as const) : (["body"] as const);
  for (const part of parts) {
    const unknown = fieldsIn(wording[part] ?? "").filter((name) => !known.has(name));
    if (unknown.length > 0)
      problems[part] =
        `${unknown.map((name) => `{${name}}`).join(", ")} ${unknown.length === 1 ? "is not a field" : "are not fields"} of this message. ` +
        `Use only: ${template.fields.map((name) => `{${name}}`).join(", ")}.`;
  }
  if (!problems.body) {
    const used = new Set(fieldsIn(wording.body));
    const missing = requiredFields(template).filter((name) => !used.has(name));
    if (missing.length > 0)
      problems.body = `Keep ${missing.map((name) => `{${name}}`).join(" and ")}: ${missing.includes("link") ? "the customer needs the link to reach their page" : "every text must name the business"}.`;
    else if (template.channel === "text" && /\bSTOP\b/.test(template.body) && !/\bSTOP\b/.test(wording.body))
      problems.body = "Keep how to opt out (“Reply STOP to opt out.”): the law asks every marketing-style text to say it.";
  }
  return problems;
}

/** The wording a message goes out with: the staff's own where saved, else the default. */
export function wordingOf(template: MessageTemplate, saved: Wording | undefined): Wording {
  return saved ?? { subject: template.subject ?? null, body: template.body };
}

/**
 * The customer messages' wordings as they stand: read once in the transaction that queues the
 * messages (templates.server.ts), or the defaults alone. Fills each with the message's values.
 */
export class Wordings {
  constructor(
    private readonly saved: ReadonlyMap<string, Wording> = new Map(),
    private readonly customerPage?: string,
  ) {}

  /** The same wordings for a message that ends with a link to the customer's own page (none when undefined). */
  withCustomerPage(link: string | undefined): Wordings {
    return new Wordings(this.saved, link);
  }

  private template(key: string): MessageTemplate {
    const template = messageTemplate(key);
    if (!template) throw new Error(`no message template is named "${key}"`);
    return template;
  }

  text(key: TextKey, values: FieldValues): string {
    return fillFields(wordingOf(this.template(key), this.saved.get(key)).body, values);
  }

  email(key: EmailKey, values: FieldValues): FilledWording {
    const wording = wordingOf(this.template(key), this.saved.get(key));
    return {
      subject: fillFields(wording.subject ?? "", values)
        .replace(/\s+/g, " ")
        .trim(),
      body: fillFields(wording.body, values),
      ...(this.customerPage ? { customerPage: this.customerPage } : {}),
    };
  }
}

/** The defaults alone: for the email catalogue's samples and for callers with no database at hand. */
export const DEFAULT_WORDINGS = new Wordings();

/** The fields every customer message fills: the business, and the customer by full and first name. */
export function customerFieldValues(customerName: string, business: { businessName: string; phone: string }): FieldValues {
  return {
    business_name: business.businessName,
    business_phone: business.phone,
    first_name: customerName.trim().split(/\s+/)[0] ?? "",
    customer_name: customerName,
  };
}
