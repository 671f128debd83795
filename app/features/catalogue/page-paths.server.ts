import { and, eq, ne } from "drizzle-orm";
import type { Transaction as Tx } from "~/platform/db/database";
import { DomainError } from "~/lib/domain-error";
import { areasTable, serviceRedirectsTable, servicesTable } from "./tables";

/** Links and search rankings survive a move: the old path redirects, earlier moves point straight to the new path. */
export async function redirectOldPath(tx: Tx, from: string, to: string) {
  await tx.update(serviceRedirectsTable).set({ toPath: to }).where(eq(serviceRedirectsTable.toPath, from));
  await tx.delete(serviceRedirectsTable).where(eq(serviceRedirectsTable.fromPath, to));
  await tx
    .insert(serviceRedirectsTable)
    .values({ fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: serviceRedirectsTable.fromPath, set: { toPath: to } });
}

/**
 * A service or area page takes a path no other catalogue page has (`owner` is the page being
 * saved, which may keep its own); a path that redirected stops redirecting (a page always wins).
 * Callers hold the serviceCatalogue lock, so two saves cannot both find a path free.
 */
export async function claimPagePath(tx: Tx, path: string, owner: { serviceId?: number; areaId?: number }) {
  const [service] = await tx
    .select({ id: servicesTable.id })
    .from(servicesTable)
    .where(and(eq(servicesTable.path, path), owner.serviceId === undefined ? undefined : ne(servicesTable.id, owner.serviceId)))
    .limit(1);
  const [area] = await tx
    .select({ id: areasTable.id })
    .from(areasTable)
    .where(and(eq(areasTable.path, path), owner.areaId === undefined ? undefined : ne(areasTable.id, owner.areaId)))
    .limit(1);
  if (service || area) throw new DomainError("Another page already uses that path. Choose a different one.", { field: "path" });
  await tx.delete(serviceRedirectsTable).where(eq(serviceRedirectsTable.fromPath, path));
}
