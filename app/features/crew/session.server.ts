import { createCookie, data, redirect } from "react-router";
import { and, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { getDb } from "~/platform/db/client.server";
import { publicUrl } from "~/platform/public-url.server";
import {
  issueAccessTokenWithId,
  liveAccessTokenId,
  renewAccessToken,
  resolveAccessToken,
  revokeAccessToken,
} from "~/features/access-links/tokens.server";
import { can, type Permission } from "~/features/auth/permissions";
import { readSettings } from "~/features/settings/settings.server";
import { tradiesTable } from "~/features/tradies/tables";
import { DomainError } from "~/lib/domain-error";
import { deviceName } from "./device-name";
import { addDevice, touchDevice } from "./devices.server";
import { crewDevicesTable } from "./tables";

/*
 * The tradie portal's sign-in (docs/decisions/0111): no password. An emailed link (an offer, or
 * one asked for at /crew/sign-in) works once and for a short time; opening it shows a button,
 * and pressing it (a POST, so a mail scanner's GET changes nothing) trades it for a session
 * cookie. Both are random tokens kept only as hashes in access_tokens.
 *
 * Each session is a device (docs/decisions/0206): it lasts the settings' crew.sessionDays (30 by
 * default) from its last use, renewed at most once a day so that most requests only read; the
 * tradie or the office can sign it out, which stops it on its next request.
 */

const DAY_MS = 86_400_000;
/**
 * The cookie outlives any session (400 days, the most a browser keeps one): the session's expiry
 * in the database is what counts, and it moves on use without the cookie being set again.
 */
const COOKIE_DAYS = 400;
// Path "/": the portal's client-side navigations load "/crew.data", which a "/crew" cookie would not reach.
const COOKIE = createCookie("crew_session", { httpOnly: true, sameSite: "lax", path: "/", maxAge: COOKIE_DAYS * 86_400 });

const sessionDays = async (db: Database) => (await readSettings(db)).crew.sessionDays;

export interface Tradie {
  id: number;
  name: string;
  email: string | null;
  role: "tradie";
  /** The device this request came from (a session read from its cookie). */
  deviceId?: number;
}

const secure = () => publicUrl().startsWith("https:");

/** The tradie whose id is `id` (a number, or a query giving one), if still active. */
async function activeTradie(db: Pick<Database, "select">, id: number | SQLWrapper): Promise<Tradie | null> {
  const [row] = await db
    .select({ id: tradiesTable.id, name: tradiesTable.name, email: tradiesTable.email })
    .from(tradiesTable)
    .where(and(typeof id === "number" ? eq(tradiesTable.id, id) : inArray(tradiesTable.id, id), eq(tradiesTable.status, "active")));
  return row ? { ...row, role: "tradie" } : null;
}

/** The tradie a sign-in link is for, without using it up (the page that asks them to press the button). */
export async function tradieForLink(db: Database, token: string): Promise<Tradie | null> {
  const link = await resolveAccessToken(db, "crew-link", token);
  return link ? activeTradie(db, link.subjectId) : null;
}

/** Trades a sign-in link for a session on this device: the link stops working, the cookie is returned to set. */
export async function signInWithLink(
  db: Database,
  token: string,
  now = new Date(),
  userAgent: string | null = null,
): Promise<{ tradie: Tradie; cookie: string }> {
  const days = await sessionDays(db);
  return db.transaction(async (tx) => {
    const link = await resolveAccessToken(tx, "crew-link", token, now);
    const tradie = link ? await activeTradie(tx, link.subjectId) : null;
    if (!tradie) throw new DomainError("This link has expired or has already been used. Ask for a new one below.", { status: 409 });
    await revokeAccessToken(tx, "crew-link", token, now);
    const { token: session, id: tokenId } = await issueAccessTokenWithId(tx, {
      purpose: "crew-session",
      subjectId: tradie.id,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
    });
    await addDevice(tx, { tradieId: tradie.id, tokenId, name: deviceName(userAgent), at: now });
    return { tradie, cookie: await COOKIE.serialize(session, { secure: secure() }) };
  });
}

async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await COOKIE.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

/**
 * The signed-in tradie (still active), or null. One statement for every portal request: the
 * session's device and tradie, read through its token; a device not used for a day is renewed.
 */
export async function currentTradie(request: Request, db: Database = getDb(), now = new Date()): Promise<Tradie | null> {
  const token = await sessionToken(request);
  const session = token ? liveAccessTokenId(db, "crew-session", token, now) : null;
  if (!session) return null;
  const [row] = await db
    .select({
      id: tradiesTable.id,
      name: tradiesTable.name,
      email: tradiesTable.email,
      deviceId: crewDevicesTable.id,
      tokenId: crewDevicesTable.tokenId,
      lastUsedAt: crewDevicesTable.lastUsedAt,
    })
    .from(crewDevicesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, crewDevicesTable.tradieId))
    .where(and(inArray(crewDevicesTable.tokenId, session), eq(tradiesTable.status, "active")));
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= DAY_MS) await renewSession(db, row.deviceId, row.tokenId, now);
  return { id: row.id, name: row.name, email: row.email, role: "tradie", deviceId: row.deviceId };
}

/** A device used again after a day or more: its last use is now, and its session runs the set days from now. */
async function renewSession(db: Database, deviceId: number, tokenId: number, now: Date) {
  const days = await sessionDays(db);
  await db.transaction(async (tx) => {
    await touchDevice(tx, deviceId, now);
    await renewAccessToken(tx, "crew-session", tokenId, new Date(now.getTime() + days * DAY_MS));
  });
}

/** The signed-in tradie holding the permission; anyone else is sent to sign in (a 403 for a tradie without it). */
export async function requireTradie(request: Request, permission: Permission): Promise<Tradie> {
  const tradie = await currentTradie(request);
  if (!tradie) throw redirect("/crew/sign-in");
  if (!can(tradie, permission)) throw data({ message: "You do not have access to that." }, { status: 403 });
  return tradie;
}

/** requireTradie for one request, as form actions take it. */
export function authoriseTradie(request: Request): (permission: Permission) => Promise<Tradie> {
  return (permission) => requireTradie(request, permission);
}

/** Ends the session: its token stops working and the cookie is cleared. */
export async function signOut(request: Request, db: Database = getDb()): Promise<string> {
  const token = await sessionToken(request);
  if (token) await revokeAccessToken(db, "crew-session", token);
  return COOKIE.serialize("", { maxAge: 0, secure: secure() });
}
