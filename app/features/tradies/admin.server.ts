import { escapeLike } from "~/lib/list-search";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { announceContentChange } from "~/platform/content-changes";
import type { Database, Transaction } from "~/platform/db/database";
import { todayInAuckland } from "~/lib/clock";
import { renamedArea } from "~/features/catalogue/area-rename.server";
import { deletePhotoIfUnused, storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { SYSTEM_ACTOR, type StaffActor } from "~/lib/actor";
import { auditTradie } from "./audit.server";
import { recordTradieEvent } from "./events.server";
import { lapses } from "./lapse";
import { publishProblems } from "./publish-rules";
import type { TradieInput } from "./schema";
import { tradieStatuses, type TradieStatus } from "./statuses";
import { tradiesTable as t } from "./tables";
import { cardColumns, lapsedCondition, listedCondition } from "./tradies.server";
import type { Tradie } from "./types";
import { DomainError } from "~/lib/domain-error";

export type Visibility = "listed" | "hidden";

export interface TradieListFilter {
  q?: string;
  status?: TradieStatus;
  visibility?: Visibility;
}

/** The admin list: every tradie, with whether the public can see them right now. */
export async function listTradiesForStaff(db: Database, filter: TradieListFilter = {}) {
  const listed = listedCondition();
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(t.status, filter.status));
  if (filter.visibility === "listed") conditions.push(listed);
  if (filter.visibility === "hidden") conditions.push(sql`not (${listed})`);
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(t.name, like), ilike(t.businessName, like), ilike(t.email, like), sql`${t.trades}::text ilike ${like}`)!);
  }
  return db
    .select({
      ...cardColumns,
      status: t.status,
      published: t.published,
      listed: sql<boolean>`${listed}`,
      verifiedAt: t.verifiedAt,
      insuranceExpiresOn: t.insuranceExpiresOn,
      licences: t.licences,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.name), asc(t.id));
}

export type TradieListRow = Awaited<ReturnType<typeof listTradiesForStaff>>[number];

export async function getTradie(db: Pick<Database, "select">, id: number): Promise<Tradie | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

async function mustGet(db: Pick<Database, "select">, id: number): Promise<Tradie> {
  const tradie = await getTradie(db, id);
  if (!tradie) throw new DomainError("That tradie no longer exists.", { status: 404 });
  return tradie;
}

/** Moves an active tradie whose cover or licence has run out to suspended, and says why in the history. */
async function suspendIfLapsed(
  tx: Pick<Database, "insert" | "update">,
  tradie: Pick<Tradie, "id" | "status" | "insuranceExpiresOn" | "licences">,
  today: string,
) {
  const reasons = lapses(tradie, today);
  if (tradie.status !== "active" || reasons.length === 0) return false;
  await tx
    .update(t)
    .set({ status: "suspended", updatedAt: sql`now()` })
    .where(eq(t.id, tradie.id));
  await recordTradieEvent(tx, SYSTEM_ACTOR, tradie.id, "status", `Status: Active → Suspended automatically. ${reasons.join(". ")}.`);
  return true;
}

/**
 * Suspends every active tradie whose insurance or licence has run out (hipages does the
 * same). The public directory hides them anyway; this makes their status say so too.
 */
export async function suspendLapsedTradies(db: Database, today: string = todayInAuckland()): Promise<number> {
  const candidates = await db
    .select({ id: t.id, status: t.status, insuranceExpiresOn: t.insuranceExpiresOn, licences: t.licences })
    .from(t)
    .where(and(eq(t.status, "active"), lapsedCondition(today)));
  let count = 0;
  for (const tradie of candidates) {
    if (await changeTradie(db, (tx) => suspendIfLapsed(tx, tradie, today))) count++;
  }
  return count;
}

const FIELD_LABELS: Partial<Record<keyof TradieInput, string>> = {
  name: "name",
  businessName: "business name",
  email: "email",
  mobile: "mobile",
  nzbn: "NZBN",
  trades: "trades",
  areas: "areas",
  suburbs: "suburbs",
  bio: "bio",
  yearsExperience: "years of experience",
  licences: "licences",
  insuranceProvider: "insurer",
  insuranceExpiresOn: "insurance expiry",
  jobsCompleted: "jobs completed",
};

function changedFields(before: Tradie, after: TradieInput): string[] {
  return (Object.keys(FIELD_LABELS) as Array<keyof TradieInput>)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => FIELD_LABELS[k]!);
}

/** Runs a change to a tradie and, once it has committed, tells the caches of public pages. */
async function changeTradie<T>(db: Database, change: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  announceContentChange("tradies");
  return result;
}

export async function createTradie(db: Database, actor: StaffActor, input: TradieInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ ...input, status: "active", published: false })
      .returning();
    await recordTradieEvent(tx, actor, row.id, "created", "Created as a draft (not published).");
    const suspended = await suspendIfLapsed(tx, row, todayInAuckland());
    await auditTradie(tx, actor, "create", null, suspended ? { ...row, status: "suspended" } : row);
    return row.id;
  });
}

export async function updateTradie(db: Database, actor: StaffActor, id: number, input: TradieInput): Promise<void> {
  await changeTradie(db, async (tx) => {
    const before = await mustGet(tx, id);
    const changed = changedFields(before, input);
    if (changed.length === 0) return;
    const [after] = await tx
      .update(t)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning();
    await recordTradieEvent(tx, actor, id, "edited", `Changed ${changed.join(", ")}.`);
    const suspended = await suspendIfLapsed(tx, after, todayInAuckland());
    await auditTradie(tx, actor, "update", before, suspended ? { ...after, status: "suspended" } : after);
  });
}

export async function setPublished(db: Database, actor: StaffActor, id: number, published: boolean): Promise<Tradie> {
  return changeTradie(db, async (tx) => {
    const tradie = await mustGet(tx, id);
    if (published) {
      const problems = publishProblems(tradie, todayInAuckland());
      if (problems.length > 0) throw new DomainError(`${tradie.name} cannot be published yet. ${problems.join(" ")}`);
    }
    if (tradie.published === published) return tradie;
    await tx
      .update(t)
      .set({ published, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    await recordTradieEvent(
      tx,
      actor,
      id,
      published ? "published" : "unpublished",
      published ? "Published: the profile is public." : "Unpublished: the profile is hidden.",
    );
    const after = { ...tradie, published };
    await auditTradie(tx, actor, published ? "publish" : "unpublish", tradie, after);
    return after;
  });
}

export async function setTradieStatus(db: Database, actor: StaffActor, id: number, status: TradieStatus, note: string): Promise<Tradie> {
  return changeTradie(db, async (tx) => {
    const tradie = await mustGet(tx, id);
    if (status === "active") {
      const reasons = lapses(tradie, todayInAuckland());
      if (reasons.length > 0)
        throw new DomainError(`${tradie.name} cannot be made active yet. ${reasons.join(". ")}. Update the expiry date first.`);
    }
    if (tradie.status === status) return tradie;
    await tx
      .update(t)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    const from = tradieStatuses.label(tradie.status);
    await recordTradieEvent(tx, actor, id, "status", `Status: ${from} → ${tradieStatuses.labels[status]}.${note ? ` ${note}` : ""}`);
    const after = { ...tradie, status };
    await auditTradie(tx, actor, "set-status", tradie, after);
    return after;
  });
}

/** The verified badge: staff confirm they checked the licences, insurance and identity. */
export async function setVerified(db: Database, actor: StaffActor, id: number, verified: boolean): Promise<Tradie> {
  return changeTradie(db, async (tx) => {
    const tradie = await mustGet(tx, id);
    if ((tradie.verifiedAt !== null) === verified) return tradie;
    const badge = verified
      ? { verifiedAt: new Date(), verifiedById: actor.id, verifiedByName: actor.name }
      : { verifiedAt: null, verifiedById: null, verifiedByName: null };
    await tx
      .update(t)
      .set({ ...badge, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    await recordTradieEvent(
      tx,
      actor,
      id,
      verified ? "verified" : "unverified",
      verified ? "Verified: licences, insurance and identity checked." : "Verified badge removed.",
    );
    const after = { ...tradie, ...badge };
    await auditTradie(tx, actor, verified ? "verify" : "unverify", tradie, after);
    return after;
  });
}

/** Puts a new photo on the profile (or, with null, removes it); the old one is deleted if nothing else uses it. */
export async function replacePhoto(db: Database, actor: StaffActor, id: number, variants: PhotoVariant[] | null): Promise<void> {
  await changeTradie(db, async (tx) => {
    const tradie = await mustGet(tx, id);
    const photoId = variants ? await storePhoto(tx, variants, "staff") : null;
    await tx
      .update(t)
      .set({ photoId, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    if (tradie.photoId) await deletePhotoIfUnused(tx, tradie.photoId);
    await recordTradieEvent(tx, actor, id, "photo", photoId ? (tradie.photoId ? "Photo replaced." : "Photo added.") : "Photo removed.");
    await auditTradie(tx, actor, photoId ? "set-photo" : "remove-photo", tradie, { ...tradie, photoId });
  });
}

export interface DraftFromApplication {
  applicationId: number;
  name: string;
  businessName: string;
  email: string;
  mobile: string;
  nzbn: string | null;
  photoId: string | null;
  trades: string[];
  areas: string[];
  suburbs: string[];
  bio: string;
  yearsExperience: number;
  licences: Array<{ kind: Tradie["licences"][number]["kind"]; number: string }>;
}

/**
 * Makes the unpublished profile an approved application becomes (called inside the
 * approval's transaction). Licence expiry dates and insurance are for staff to check and
 * fill in before publishing.
 */
export async function createDraftTradie(tx: Pick<Database, "insert">, actor: StaffActor, draft: DraftFromApplication): Promise<number> {
  const [row] = await tx
    .insert(t)
    .values({ ...draft, licences: draft.licences.map((l) => ({ ...l, expiresOn: null })), status: "active", published: false })
    .returning();
  await recordTradieEvent(tx, actor, row.id, "created", `Created as a draft from application #${draft.applicationId}.`);
  await auditTradie(tx, actor, "create", null, row);
  return row.id;
}

/** The tradie an application became, if any. */
export async function findTradieForApplication(db: Pick<Database, "select">, applicationId: number) {
  const [row] = await db
    .select({ id: t.id, name: t.name, published: t.published })
    .from(t)
    .where(eq(t.applicationId, applicationId))
    .limit(1);
  return row;
}

/** A renamed area keeps its tradies: they cover it under its new name. */
export async function renameTradiesArea(tx: Pick<Database, "update">, from: string, to: string) {
  const { names, renamed } = renamedArea(t.areas, from, to);
  await tx.update(t).set({ areas: renamed }).where(names);
}
