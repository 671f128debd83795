import { escapeLike } from "~/lib/list-search";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { renamedArea } from "~/features/catalogue/area-rename.server";
import { createDraftTradie } from "~/features/tradies/admin.server";
import { applicantUpdateEmail, type ApplicantUpdate } from "./application-emails.server";
import { recordApplicationEvent } from "./events.server";
import { canDecide, type ApplicationStatus, applicationStatuses } from "./statuses";
import { applicationsTable as a } from "./tables";
import { DomainError } from "~/lib/domain-error";

export async function listApplications(db: Database, filter: { status?: ApplicationStatus; q?: string } = {}) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(a.status, filter.status));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    // Mobiles are stored as +64…: a number typed the national way still finds them.
    const digits = filter.q.replace(/\D/g, "").replace(/^0/, "");
    const byMobile = digits.length >= 6 ? [ilike(a.mobile, `%${digits}%`)] : [];
    conditions.push(
      or(ilike(a.fullName, like), ilike(a.businessName, like), ilike(a.email, like), ...byMobile, sql`${a.trades}::text ilike ${like}`)!,
    );
  }
  return db
    .select({
      id: a.id,
      status: a.status,
      fullName: a.fullName,
      businessName: a.businessName,
      email: a.email,
      trades: a.trades,
      areas: a.areas,
      createdAt: a.createdAt,
    })
    .from(a)
    .where(and(...conditions))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(500);
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>[number];

export async function countApplicationsByStatus(db: Database): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: a.status, count: sql<number>`count(*)::int` })
    .from(a)
    .groupBy(a.status);
  const counts = Object.fromEntries(applicationStatuses.values.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as ApplicationStatus] = row.count;
  return counts;
}

export async function getApplication(db: Pick<Database, "select">, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return row;
}

export type Application = NonNullable<Awaited<ReturnType<typeof getApplication>>>;

/** Reads the application and holds it until commit, so two people deciding at once take turns. */
async function lockApplication(tx: Tx, id: number): Promise<Application> {
  const [row] = Number.isSafeInteger(id) && id > 0 ? await tx.select().from(a).where(eq(a.id, id)).for("update") : [];
  if (!row) throw new DomainError("That application no longer exists.", { status: 404 });
  return row;
}

function statusLabel(status: string): string {
  return applicationStatuses.label(status);
}

async function moveTo(tx: Tx, app: Application, to: ApplicationStatus, extra: Partial<typeof a.$inferInsert> = {}) {
  await tx
    .update(a)
    .set({ status: to, updatedAt: sql`now()`, ...extra })
    .where(eq(a.id, app.id));
}

type Business = Awaited<ReturnType<typeof getSettings>>;

/** The business settings, read before a transaction opens: PGlite has one connection, so a read beside an open transaction would wait for it forever. */
async function businessIf(emailing: boolean): Promise<Business | undefined> {
  return emailing ? getSettings() : undefined;
}

/** Records a staff change to an application in the audit trail (docs/decisions/0050), inside the change's transaction. */
async function auditApplication(tx: Tx, actor: StaffActor, action: string, app: Application, after: Record<string, unknown>) {
  await recordAudit(tx, {
    actor,
    action: `application.${action}`,
    entityType: "application",
    entityId: app.id,
    before: { status: app.status },
    after: { status: app.status, ...after },
  });
}

async function emailApplicant(tx: Tx, app: Application, kind: ApplicantUpdate, note: string, business: Business | undefined) {
  if (business) await queueEmails(tx, [applicantUpdateEmail(app, kind, note, business)]);
}

export async function addNote(db: Database, actor: StaffActor, id: number, note: string) {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    await tx
      .update(a)
      .set({ updatedAt: sql`now()` })
      .where(eq(a.id, app.id));
    await recordApplicationEvent(tx, actor, { applicationId: app.id, kind: "note", note });
    await auditApplication(tx, actor, "note", app, { note });
  });
}

/** A plain move (under review, withdrawn, or reopening), allowed only along statuses.ts's paths. */
export async function changeStatus(db: Database, actor: StaffActor, id: number, to: ApplicationStatus, note: string) {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    const from = app.status as ApplicationStatus;
    if (!applicationStatuses.next(from).includes(to)) {
      throw new DomainError(
        `An application that is ${statusLabel(from).toLowerCase()} cannot be moved to ${statusLabel(to).toLowerCase()} this way.`,
      );
    }
    await moveTo(tx, app, to);
    await recordApplicationEvent(tx, actor, { applicationId: app.id, kind: "status", fromStatus: from, toStatus: to, note: note || null });
    await auditApplication(tx, actor, canDecide(from) ? "set-status" : "reopen", app, { status: to, ...(note ? { note } : {}) });
  });
}

function mustBeUndecided(app: Application, doing: string) {
  if (!canDecide(app.status as ApplicationStatus)) {
    throw new DomainError(
      `This application is already ${statusLabel(app.status).toLowerCase()}, so it cannot be ${doing}. Reopen it first if you need to.`,
    );
  }
}

export async function requestInformation(db: Database, actor: StaffActor, id: number, input: { message: string; emailApplicant: boolean }) {
  const business = await businessIf(input.emailApplicant);
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    mustBeUndecided(app, "sent a request for information");
    await moveTo(tx, app, "information_requested");
    await recordApplicationEvent(tx, actor, {
      applicationId: app.id,
      kind: "information_requested",
      fromStatus: app.status,
      toStatus: "information_requested",
      note: input.message,
      emailed: input.emailApplicant,
    });
    await emailApplicant(tx, app, "information_requested", input.message, business);
    await auditApplication(tx, actor, "request-information", app, {
      status: "information_requested",
      message: input.message,
      emailed: input.emailApplicant,
    });
  });
  if (input.emailApplicant) notifyOutbox();
}

/** Approves the application and makes its draft tradie profile, linked to it; returns the tradie's id. */
export async function approveApplication(
  db: Database,
  actor: StaffActor,
  id: number,
  input: { note: string; emailApplicant: boolean },
): Promise<number> {
  const business = await businessIf(input.emailApplicant);
  const tradieId = await db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    mustBeUndecided(app, "approved");
    await moveTo(tx, app, "approved", { decisionReason: null });
    const draftId = await createDraftTradie(tx, actor, {
      applicationId: app.id,
      name: app.fullName,
      businessName: app.businessName,
      email: app.email,
      mobile: app.mobile,
      nzbn: app.nzbn,
      photoId: app.photoId,
      trades: app.trades,
      areas: app.areas,
      suburbs: app.suburbs,
      bio: app.about,
      yearsExperience: app.yearsExperience,
      licences: app.licences,
    });
    await recordApplicationEvent(tx, actor, {
      applicationId: app.id,
      kind: "approved",
      fromStatus: app.status,
      toStatus: "approved",
      note: [`Draft tradie profile #${draftId} created.`, input.note].filter(Boolean).join(" "),
      emailed: input.emailApplicant,
    });
    await emailApplicant(tx, app, "approved", input.note, business);
    await auditApplication(tx, actor, "approve", app, {
      status: "approved",
      tradieId: draftId,
      ...(input.note ? { note: input.note } : {}),
      emailed: input.emailApplicant,
    });
    return draftId;
  });
  if (input.emailApplicant) notifyOutbox();
  return tradieId;
}

export async function rejectApplication(db: Database, actor: StaffActor, id: number, input: { reason: string; emailApplicant: boolean }) {
  const business = await businessIf(input.emailApplicant);
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, id);
    mustBeUndecided(app, "rejected");
    await moveTo(tx, app, "rejected", { decisionReason: input.reason });
    await recordApplicationEvent(tx, actor, {
      applicationId: app.id,
      kind: "rejected",
      fromStatus: app.status,
      toStatus: "rejected",
      note: input.reason,
      emailed: input.emailApplicant,
    });
    await emailApplicant(tx, app, "rejected", input.reason, business);
    await auditApplication(tx, actor, "reject", app, { status: "rejected", reason: input.reason, emailed: input.emailApplicant });
  });
  if (input.emailApplicant) notifyOutbox();
}

/** A renamed area keeps the applications that name it, under its new name. */
export async function renameApplicationsArea(tx: Pick<Database, "update">, from: string, to: string) {
  const { names, renamed } = renamedArea(a.areas, from, to);
  await tx.update(a).set({ areas: renamed }).where(names);
}
