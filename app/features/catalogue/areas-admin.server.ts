import { asc, eq, sql } from "drizzle-orm";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Database, Transaction as Tx } from "~/platform/db/database";
import { announceContentChange } from "~/platform/content-changes";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { SPEC_AREA_PATHS } from "./area-form";
import type { AreaEdit } from "./area-schema";
import type { AreaRenamed } from "./area-rename.server";
import { claimPagePath, redirectOldPath } from "./page-paths.server";
import { slugFromName, uniqueSlug } from "./slug";
import { areasTable, servicesTable } from "./tables";
import type { Area } from "./types";

/** Every service area, in the order the site lists them. */
export function listAllAreas(db: Database): Promise<Area[]> {
  return db.select().from(areasTable).orderBy(asc(areasTable.sortOrder), asc(areasTable.id));
}

export async function findArea(db: Database, id: number): Promise<Area | undefined> {
  const [area] = await db.select().from(areasTable).where(eq(areasTable.id, id)).limit(1);
  return area;
}

async function lockedArea(tx: Tx, id: number): Promise<Area> {
  const [area] = await tx.select().from(areasTable).where(eq(areasTable.id, id)).for("update");
  if (!area) throw new DomainError("There is no area with that id.", { status: 404 });
  return area;
}

/** The popular services an area page lists must be services the site has. */
async function refuseUnknownServices(tx: Tx, slugs: readonly string[]) {
  const known = new Set((await tx.select({ slug: servicesTable.slug }).from(servicesTable)).map((s) => s.slug));
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length)
    throw new DomainError(`There is no service called ${unknown.map((s) => `"${s}"`).join(", ")}. Use the services' short names.`, {
      status: 400,
      field: "popularServiceSlugs",
    });
}

/** Leads and tradies are filed by area name: two areas may not share one. */
async function refuseTakenName(tx: Tx, name: string, areaId?: number) {
  const taken = await tx
    .select({ id: areasTable.id })
    .from(areasTable)
    .where(sql`lower(${areasTable.name}) = lower(${name})${areaId === undefined ? sql`` : sql` and ${areasTable.id} <> ${areaId}`}`)
    .limit(1);
  if (taken.length) throw new DomainError("Another area already has that name. Choose a different one.", { status: 400, field: "name" });
}

const audited = ({ name, path, suburbs, content }: Area) => ({ name, path, suburbs, content });

/**
 * Saves an area's name, path, suburbs and page words (docs/decisions/0086). A moved page keeps
 * its old address as a redirect; the spec's four area pages keep their paths. Leads are filed
 * by suburb when they are read, so new suburbs re-file every lead at once.
 */
export async function updateArea(db: Database, actor: StaffActor, id: number, edit: AreaEdit, renameCoverage: AreaRenamed): Promise<Area> {
  const updated = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "serviceCatalogue");
    const before = await lockedArea(tx, id);
    if (SPEC_AREA_PATHS.includes(before.path) && edit.path !== before.path)
      throw new DomainError(`This area's page stays at ${before.path}: other websites and search results link to it.`, {
        status: 400,
        field: "path",
      });
    await refuseUnknownServices(tx, edit.content.popularServiceSlugs);
    await refuseTakenName(tx, edit.name, id);
    if (edit.path !== before.path) await claimPagePath(tx, edit.path, { areaId: id });
    const [after] = await tx.update(areasTable).set(edit).where(eq(areasTable.id, id)).returning();
    if (before.path !== after.path) await redirectOldPath(tx, before.path, after.path);
    if (before.name !== after.name) await renameCoverage(tx, before.name, after.name);
    await recordAudit(tx, {
      actor,
      action: "area.update",
      entityType: "area",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  announceContentChange("catalogue");
  return updated;
}

/** Adds an area, last in order, with a slug made from its name. */
export async function createArea(db: Database, actor: StaffActor, edit: AreaEdit): Promise<Area> {
  const created = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "serviceCatalogue");
    await refuseUnknownServices(tx, edit.content.popularServiceSlugs);
    await refuseTakenName(tx, edit.name);
    await claimPagePath(tx, edit.path, {});
    const existing = await tx.select({ slug: areasTable.slug, sortOrder: areasTable.sortOrder }).from(areasTable);
    const slug = uniqueSlug(
      slugFromName(edit.name),
      existing.map((a) => a.slug),
    );
    const sortOrder = Math.max(0, ...existing.map((a) => a.sortOrder)) + 1;
    const [area] = await tx
      .insert(areasTable)
      .values({ ...edit, slug, sortOrder })
      .returning();
    await recordAudit(tx, { actor, action: "area.create", entityType: "area", entityId: area.id, after: audited(area) });
    return area;
  });
  announceContentChange("catalogue");
  return created;
}
