import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { accessTokensTable } from "~/features/access-links/tables";
import { revokeAccessTokensById } from "~/features/access-links/tokens.server";
import { crewDevicesTable } from "./tables";

/*
 * A tradie's devices (docs/decisions/0206): each live portal session, its name and last use.
 * Signing one out revokes its session token, so it stops working on its next request.
 */

interface CrewDevice {
  id: number;
  name: string;
  lastUsedAt: Date;
  createdAt: Date;
  expiresAt: Date;
}

/** The devices still signed in as a tradie, most recently used first. */
export async function listDevices(db: Pick<Database, "select">, tradieId: number, now = new Date()): Promise<CrewDevice[]> {
  return db
    .select({
      id: crewDevicesTable.id,
      name: crewDevicesTable.name,
      lastUsedAt: crewDevicesTable.lastUsedAt,
      createdAt: crewDevicesTable.createdAt,
      expiresAt: accessTokensTable.expiresAt,
    })
    .from(crewDevicesTable)
    .innerJoin(accessTokensTable, eq(accessTokensTable.id, crewDevicesTable.tokenId))
    .where(and(eq(crewDevicesTable.tradieId, tradieId), isNull(accessTokensTable.revokedAt), gt(accessTokensTable.expiresAt, now)))
    .orderBy(desc(crewDevicesTable.lastUsedAt), desc(crewDevicesTable.id));
}

/**
 * Signs out one of a tradie's devices, or all of them (deviceId undefined). A device of another
 * tradie is never touched: the count says how many were signed out.
 */
export async function signOutDevices(db: Database, tradieId: number, deviceId?: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ tokenId: crewDevicesTable.tokenId })
      .from(crewDevicesTable)
      .where(and(eq(crewDevicesTable.tradieId, tradieId), deviceId === undefined ? undefined : eq(crewDevicesTable.id, deviceId)));
    const live = rows.length
      ? await tx
          .select({ id: accessTokensTable.id })
          .from(accessTokensTable)
          .where(
            and(
              inArray(
                accessTokensTable.id,
                rows.map((row) => row.tokenId),
              ),
              isNull(accessTokensTable.revokedAt),
              gt(accessTokensTable.expiresAt, now),
            ),
          )
      : [];
    await revokeAccessTokensById(
      tx,
      "crew-session",
      live.map((row) => row.id),
      now,
    );
    return live.length;
  });
}

/** Records a new session as a device, in the sign-in's transaction. */
export async function addDevice(tx: Pick<Database, "insert">, device: { tradieId: number; tokenId: number; name: string; at: Date }) {
  await tx
    .insert(crewDevicesTable)
    .values({ tradieId: device.tradieId, tokenId: device.tokenId, name: device.name, lastUsedAt: device.at, createdAt: device.at });
}

/** Marks a device used now (at most daily, by the session's renewal). */
export async function touchDevice(tx: Pick<Database, "update">, deviceId: number, at: Date) {
  await tx.update(crewDevicesTable).set({ lastUsedAt: at }).where(eq(crewDevicesTable.id, deviceId));
}
