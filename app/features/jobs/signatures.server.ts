import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { signatureDataUrl } from "~/features/uploads/signatures.server";
import { formatIsoDay } from "~/lib/clock";
import { visitsTable } from "./tables";

/** A customer's drawn sign-off of one visit, ready to show: who, which day, and the image (docs/decisions/0207). */
export interface SignOffSignature {
  visitId: number;
  caption: string;
  image: string;
}

/** The signatures drawn at a job's visits, in visit order (the invoice, its PDF and the job page show them). */
export async function jobSignatures(db: Pick<Database, "select" | "insert" | "delete">, jobId: number | null): Promise<SignOffSignature[]> {
  if (jobId === null) return [];
  const visits = await db
    .select({ id: visitsTable.id, day: visitsTable.day, signOff: visitsTable.signOff })
    .from(visitsTable)
    .where(and(eq(visitsTable.jobId, jobId), isNotNull(sql`${visitsTable.signOff}->>'signatureId'`)))
    .orderBy(asc(visitsTable.day), asc(visitsTable.id));
  const shown = await Promise.all(
    visits.map(async (visit) => {
      const image = visit.signOff?.signatureId ? await signatureDataUrl(db, visit.signOff.signatureId) : null;
      return image ? { visitId: visit.id, caption: `Signed by ${visit.signOff?.name ?? ""} on ${formatIsoDay(visit.day)}`, image } : null;
    }),
  );
  return shown.filter((s): s is SignOffSignature => s !== null);
}
