/**
 * What the thank-you page was sent after (docs/decisions/0084). The spec keeps one page at
 * /apply/thank-you (and /thank-you); the form that sends someone there says in the query what
 * was just sent and its reference number, so the page thanks them for the right thing. The
 * page shows only what the query says: it looks nothing up, so a made-up query shows a
 * made-up number and nothing else.
 */
export const THANK_YOU_PATH = "/apply/thank-you";

export type SentKind = "quote" | "application";

export interface SentRecord {
  kind: SentKind;
  reference: number;
}

export function thankYouPath(kind: SentKind, reference: number): string {
  return `${THANK_YOU_PATH}?sent=${kind}&ref=${reference}`;
}
