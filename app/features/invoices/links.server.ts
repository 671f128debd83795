import { issueAccessToken } from "~/features/access-links/tokens.server";
import type { Transaction } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { invoiceLinkExpiry, invoiceLinkPath } from "./links";

/** A new link to an invoice: its full address, for an email or staff's "copy link" (shown once). */
export async function newInvoiceLinkFor(tx: Transaction, invoiceId: number, now = new Date()): Promise<string> {
  const token = await issueAccessToken(tx, { purpose: "invoice", subjectId: invoiceId, expiresAt: invoiceLinkExpiry(now) });
  return `${publicUrl()}${invoiceLinkPath(token)}`;
}
