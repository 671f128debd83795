import { defineListQuery, listFilters } from "~/lib/list-query";

/*
 * The outbox as staff read it (/admin/email, docs/decisions/0158): every email, sent or
 * captured, with its state in words, the filters of the list, and the links an email holds
 * for staff to copy. Isomorphic.
 */
export const EMAIL_STATES = ["sent", "captured", "pending", "sending", "failed", "uncertain"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  sent: "Sent",
  captured: "Captured, not sent",
  pending: "Waiting to be sent",
  sending: "Being sent",
  failed: "Failed",
  uncertain: "May have gone out",
};

export const emailStateLabel = (status: string) => EMAIL_STATE_LABELS[status as EmailState] ?? status;

const KIND_LABELS: Record<string, string> = {
  "lead-notification": "New lead, to the office",
  "lead-confirmation": "Quote request confirmation, to the customer",
  "application-received": "Application received, to the applicant",
  "application-notification": "New application, to the office",
  "password-reset": "Password reset",
  invitation: "Staff invitation",
  "staff-invitation": "Staff invitation",
};

export const emailKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll("-", " ");

/** The email list's filters, in its URL. */
export const emailListQuery = defineListQuery("/admin/email", 50, {
  q: listFilters.text(),
  state: listFilters.oneOf((value): value is EmailState => (EMAIL_STATES as readonly string[]).includes(value)),
});

export type EmailListQuery = ReturnType<typeof emailListQuery.read>;

/** Paths whose links sign their holder in (a staff password, the tradie portal): shown to administrators only. */
const SIGN_IN_PATHS = ["/admin/reset-password", "/crew/link/"];

/** What each kind of link in an email opens, by the start of its path. */
const LINK_LABELS: Array<[prefix: string, label: string]> = [
  ["/q/", "Link to the quote"],
  ["/i/", "Link to the invoice"],
  ["/j/", "Link to the job"],
  ["/r/", "Link to leave a review"],
  ["/crew/link/", "The tradie's sign-in link"],
  ["/admin/reset-password", "Link to set a password"],
  ["/admin/", "Link into the admin area"],
];

export interface EmailLink {
  url: string;
  label: string;
  signsIn: boolean;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** The links in an email's text, each once, in order, with what it opens and whether it signs its holder in. */
export function linksIn(text: string): EmailLink[] {
  const seen = new Set<string>();
  const links: EmailLink[] = [];
  for (const [raw] of text.matchAll(URL_PATTERN)) {
    const url = raw.replace(/[.,;:]+$/, "");
    if (seen.has(url)) continue;
    seen.add(url);
    let path = "";
    try {
      path = new URL(url).pathname;
    } catch {
      continue;
    }
    links.push({
      url,
      label: LINK_LABELS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "Link",
      signsIn: SIGN_IN_PATHS.some((prefix) => path.startsWith(prefix)),
    });
  }
  return links;
}

/** The text with every sign-in link replaced by a note, for staff who may not hold them. */
export function withoutSignInLinks(text: string, links: readonly EmailLink[]): string {
  let shown = text;
  // Longest first, so that a link that starts another is not cut out of it.
  for (const link of [...links].sort((a, b) => b.url.length - a.url.length))
    if (link.signsIn) shown = shown.replaceAll(link.url, "[a sign-in link for the recipient, shown to administrators]");
  return shown;
}
