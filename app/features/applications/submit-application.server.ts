import type { Attribution } from "~/lib/attribution";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Database } from "~/platform/db/database";
import { requestFingerprint } from "~/features/abuse/idempotency.server";
import { RateLimitExceeded, takeToken, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { publicUrl } from "~/platform/public-url.server";
import { applicationConfirmationEmail, applicationNotificationEmail } from "./application-emails.server";
import { recordApplicationEvent } from "./events.server";
import type { ApplicationInput } from "./schema";
import { applicationsTable } from "./tables";
import { emailKey } from "~/lib/email-address";

export type SubmitApplicationResult =
  | { outcome: "stored"; applicationId: number }
  /** The same application arrived again (a double click, a resend after going back): the first one stands. */
  | { outcome: "repeated"; applicationId: number }
  | { outcome: "rate-limited"; retryAfterSeconds: number };

/** How long an identical application counts as the same one sent twice. */
const REPEAT_WINDOW_HOURS = 24;
const FINGERPRINT_FIELDS = [
  "fullName",
  "email",
  "mobile",
  "businessName",
  "nzbn",
  "trades",
  "areas",
  "suburbs",
  "yearsExperience",
  "licences",
  "hasPublicLiability",
  "about",
] as const;

/**
 * Stores an application with status submitted, its first history entry, its photo and its
 * two emails in one transaction, then takes the client's rate-limit token (going over rolls
 * everything back). Two identical posts queue on an advisory lock, so the second finds the
 * first rather than storing a copy.
 */
export async function submitApplication(
  db: Database,
  input: { application: ApplicationInput; photo: PhotoVariant[] | null; clientAddress: string; attribution?: Attribution | null },
  rateLimit: RateLimitRule,
): Promise<SubmitApplicationResult> {
  const { application } = input;
  const settings = await getSettings();
  const requestHash = requestFingerprint({ ...application, email: emailKey(application.email) }, FINGERPRINT_FIELDS);
  try {
    const result = await db.transaction(async (tx): Promise<SubmitApplicationResult> => {
      await lockUntilCommit(tx, "applicationFingerprint", requestHash);
      const [earlier] = await tx
        .select({ id: applicationsTable.id })
        .from(applicationsTable)
        .where(
          and(
            eq(applicationsTable.requestHash, requestHash),
            gt(applicationsTable.createdAt, sql`now() - make_interval(hours => ${REPEAT_WINDOW_HOURS})`),
          ),
        )
        .orderBy(desc(applicationsTable.id))
        .limit(1);
      if (earlier) return { outcome: "repeated", applicationId: earlier.id };

      const photoId = input.photo ? await storePhoto(tx, input.photo, "application") : null;
      const [row] = await tx
        .insert(applicationsTable)
        .values({
          ...application,
          photoId,
          requestHash,
          consentedAt: sql`now()`,
          firstTouch: input.attribution?.first ?? null,
          lastTouch: input.attribution?.last ?? null,
        })
        .returning({ id: applicationsTable.id });
      await recordApplicationEvent(
        tx,
        { id: null, name: application.fullName },
        { applicationId: row.id, kind: "submitted", toStatus: "submitted" },
      );
      const saved = { ...application, id: row.id };
      await queueEmails(tx, [
        applicationNotificationEmail(saved, settings, `${publicUrl()}/admin/applications/${row.id}`),
        applicationConfirmationEmail(saved, settings),
      ]);
      await takeToken(tx, rateLimit, input.clientAddress);
      return { outcome: "stored", applicationId: row.id };
    });
    if (result.outcome === "stored") notifyOutbox();
    return result;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return { outcome: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
