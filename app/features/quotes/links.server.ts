import type { Transaction } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { issueAccessToken } from "~/features/access-links/tokens.server";
import { acceptedLinkExpiry, quoteLinkExpiry, quoteLinkPath } from "./links";

/**
 * A new link to a version (docs/decisions/0103): its full address, to go into an email or onto
 * staff's screen once, or into a text with a shorter token (docs/decisions/0178).
 */
export async function newLinkFor(tx: Transaction, version: { id: number; validUntil: string; acceptedAt: Date | null }, forText = false) {
  const expiresAt = version.acceptedAt ? acceptedLinkExpiry(version.acceptedAt) : quoteLinkExpiry(version.validUntil);
  const token = await issueAccessToken(tx, { purpose: "quote", subjectId: version.id, expiresAt, forText });
  return `${publicUrl()}${quoteLinkPath(token)}`;
}
