import { asc, eq, sql } from "drizzle-orm";
import { keepAccessToken, resolveAccessToken } from "~/features/access-links/tokens.server";
import { keyedDigest } from "~/features/auth/secret.server";
import { addLeadPhoto } from "~/features/leads/photos.server";
import { leadPhotosTable, leadsTable } from "~/features/leads/tables";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { DomainError } from "~/lib/domain-error";
import type { Database, Transaction } from "~/platform/db/database";
import { REQUEST_PHOTOS_MAX } from "./request-photo-limits";

/*
 * Photos of the job, added after a quote request (docs/decisions/0115): the request's answer
 * carries a link token that lets the thank-you page add up to five photos to that request, for
 * two days. The token is stored hashed like every sign-in-free link; it opens nothing but this.
 */
const TOKEN_HOURS = 48;

/**
 * The request's photo token: a keyed digest of the lead's number, so a retried request (same
 * Idempotency-Key) is answered with the same token, as idempotency asks. No statement once the
 * key is known; keepRequestPhotoToken stores it.
 */
export function requestPhotoToken(tx: Transaction, leadId: number): Promise<string> {
  return keyedDigest(tx, "request-photo-tokens", `lead:${leadId}`);
}

/** Keeps the token as a link once, valid 48 hours from the first answer. */
export async function keepRequestPhotoToken(tx: Transaction, leadId: number, token: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + TOKEN_HOURS * 3_600_000);
  await keepAccessToken(tx, { purpose: "request-photos", subjectId: leadId, expiresAt, token });
}

/** The request's photo token, kept as a link. */
export async function issueRequestPhotoToken(tx: Transaction, leadId: number, now = new Date()) {
  const token = await requestPhotoToken(tx, leadId);
  await keepRequestPhotoToken(tx, leadId, token, now);
  return token;
}

/** The lead a token may add photos to, or a 404-worthy refusal that says nothing more. */
export async function leadForPhotoToken(db: Database, token: string): Promise<number> {
  const link = await resolveAccessToken(db, "request-photos", token);
  if (!link) throw new DomainError("This link to add photos is not valid any more. Email your photos to us instead.", { status: 404 });
  return link.subjectId;
}

/** Adds one processed photo to the lead, refusing a sixth; the lead's row is locked so two uploads at once cannot both be the fifth. */
export async function addRequestPhoto(db: Database, leadId: number, variants: PhotoVariant[]) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leadsTable.id }).from(leadsTable).where(eq(leadsTable.id, leadId)).for("update");
    if (!lead) throw new DomainError("This link to add photos is not valid any more.", { status: 404 });
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(leadPhotosTable)
      .where(eq(leadPhotosTable.leadId, leadId));
    if (count >= REQUEST_PHOTOS_MAX)
      throw new DomainError(`You have added ${REQUEST_PHOTOS_MAX} photos, the most one request can have.`, { status: 409 });
    const photoId = await storePhoto(tx, variants, "request");
    await addLeadPhoto(tx, { leadId, photoId, position: count });
    return { photoId, count: count + 1 };
  });
}

/** A lead's photos, in the order they came, for staff. */
export async function requestPhotos(db: Pick<Database, "select">, leadId: number) {
  const rows = await db
    .select({ photoId: leadPhotosTable.photoId })
    .from(leadPhotosTable)
    .where(eq(leadPhotosTable.leadId, leadId))
    .orderBy(asc(leadPhotosTable.position));
  return rows.map((r) => r.photoId);
}
