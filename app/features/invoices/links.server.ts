import { issueAccessToken } from "~/features/access-links/tokens.server";
import type { Transaction } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { invoiceLinkExpiry, invoiceLinkPath } from "./links";

/** A new link to an invoice: its full address, for an email or staff's "copy link" (shown once), or a text (a shorter token, docs/decisions/0178). */
export async function newInvoiceLinkFor(tx: Transaction, invoiceId: number, now = new Date(), forText = false): Promise<string> {
  const token = await issueAccessToken(tx, { purpose: "invoice", subjectId: invoiceId, expiresAt: invoiceLinkExpiry(now), forText });
  return `${publicUrl()}${invoiceLinkPath(token)}`;
}
