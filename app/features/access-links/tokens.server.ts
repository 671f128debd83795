import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { prebuilt, type PrebuiltExecutor } from "~/platform/db/prebuilt.server";
import { accessTokensTable } from "./tables";

/**
 * What a link opens: a quote version; a customer's job page (a job, or a site visit to quote);
 * a tradie's sign-in link to the portal, and the portal session it is exchanged for; an invoice
 * or credit note; a done job's review form; adding photos to a quote request just sent; a
 * customer's hub, where all of theirs is in one place.
 */
export type LinkPurpose = "quote" | "job" | "site-visit" | "crew-link" | "crew-session" | "invoice" | "review" | "request-photos" | "hub";

/** 32 random bytes: 256 bits, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
/**
 * A link that goes in a text: 16 random bytes, 128 bits (DESIGN.md's floor), 22 characters, so
 * the text and its link fit one segment (docs/decisions/0178).
 */
const TEXT_TOKEN_BYTES = 16;
const TOKEN_SHAPE = /^(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{22})$/;
/** A kept token is a keyed digest of 32 bytes. */
const KEPT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a new link is for: a record, until when, and whether it goes in a text (a shorter token). */
export interface NewLink {
  purpose: LinkPurpose;
  subjectId: number;
  expiresAt: Date;
  forText?: boolean;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Makes a new link token for one record, stored only as its hash, inside the caller's
 * transaction. The token itself is returned once, to go into an email or onto staff's screen.
 */
export async function issueAccessToken(tx: Pick<Database, "insert">, link: NewLink): Promise<string> {
  const [token] = await issueAccessTokens(tx, [link]);
  return token;
}

/** Makes one link token and gives its kept row's id too, to hang a record of its own on (a portal session's device). */
export async function issueAccessTokenWithId(tx: Pick<Database, "insert">, link: NewLink): Promise<{ token: string; id: number }> {
  const token = randomBytes(link.forText ? TEXT_TOKEN_BYTES : TOKEN_BYTES).toString("base64url");
  const { purpose, subjectId, expiresAt } = link;
  const [row] = await tx
    .insert(accessTokensTable)
    .values({ purpose, subjectId, expiresAt, tokenHash: hashToken(token) })
    .returning({ id: accessTokensTable.id });
  return { token, id: row.id };
}

/** Makes several link tokens in one statement (a run of reminders), in the order asked for. */
export async function issueAccessTokens(tx: Pick<Database, "insert">, links: readonly NewLink[]): Promise<string[]> {
  if (links.length === 0) return [];
  const tokens = links.map((link) => randomBytes(link.forText ? TEXT_TOKEN_BYTES : TOKEN_BYTES).toString("base64url"));
  await tx
    .insert(accessTokensTable)
    .values(links.map(({ purpose, subjectId, expiresAt }, i) => ({ purpose, subjectId, expiresAt, tokenHash: hashToken(tokens[i]) })));
  return tokens;
}

/**
 * Keeps a token made elsewhere (a keyed digest that a retried request must repeat) as a link,
 * once: storing the same token again changes nothing.
 */
export async function keepAccessToken(
  tx: PrebuiltExecutor,
  link: { purpose: LinkPurpose; subjectId: number; expiresAt: Date; token: string },
): Promise<void> {
  const { token, ...rest } = link;
  if (!KEPT_TOKEN_SHAPE.test(token)) throw new RangeError("not a link token");
  await insertKeptToken(tx, { ...rest, tokenHash: hashToken(token) });
}

/** Built once: every quote request keeps its photo link (docs/decisions/0125). */
const insertKeptToken = prebuilt<{ purpose: LinkPurpose; subjectId: number; expiresAt: Date; tokenHash: string }>((db) =>
  db
    .insert(accessTokensTable)
    .values({
      purpose: sql.placeholder("purpose"),
      subjectId: sql.placeholder("subjectId"),
      expiresAt: sql.placeholder("expiresAt"),
      tokenHash: sql.placeholder("tokenHash"),
    })
    .onConflictDoNothing({ target: accessTokensTable.tokenHash }),
);

/**
 * The record a token opens, or null for anything else: a malformed, unknown, expired, revoked
 * or other-purpose token all look the same, so an answer never hints that a record exists.
 * Reads only: opening a link changes nothing here.
 */
export async function resolveAccessToken(
  db: Pick<Database, "select">,
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
): Promise<{ subjectId: number } | null> {
  const [row] = (await accessTokenSubject(db, purpose, token, now)) ?? [];
  return row ?? null;
}

/** The kept row of this token for this purpose while it is live: not expired, not revoked. */
function liveToken(purpose: LinkPurpose, token: string, now: Date) {
  return and(
    eq(accessTokensTable.tokenHash, hashToken(token)),
    eq(accessTokensTable.purpose, purpose),
    gt(accessTokensTable.expiresAt, now),
    isNull(accessTokensTable.revokedAt),
  );
}

/**
 * resolveAccessToken as a query not yet run, to read the record a link is for in the same
 * statement (`inArray(table.id, subject)`); null for a token that cannot be one.
 */
function accessTokenSubject(db: Pick<Database, "select">, purpose: LinkPurpose, token: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return db
    .select({ subjectId: accessTokensTable.subjectId })
    .from(accessTokensTable)
    .where(liveToken(purpose, token, now));
}

/** Moves the expiry of every live link to a record (a quote's validity changed, or it was accepted). */
export async function extendAccessTokens(tx: Pick<Database, "update">, purpose: LinkPurpose, subjectId: number, expiresAt: Date) {
  await tx
    .update(accessTokensTable)
    .set({ expiresAt })
    .where(and(eq(accessTokensTable.purpose, purpose), eq(accessTokensTable.subjectId, subjectId), isNull(accessTokensTable.revokedAt)));
}

/** Stops one link working at once (a sign-in link once used, a session signed out). */
export async function revokeAccessToken(tx: Pick<Database, "update">, purpose: LinkPurpose, token: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) return;
  await tx
    .update(accessTokensTable)
    .set({ revokedAt: now })
    .where(
      and(eq(accessTokensTable.tokenHash, hashToken(token)), eq(accessTokensTable.purpose, purpose), isNull(accessTokensTable.revokedAt)),
    );
}

/** The kept row of a live token, as a query not yet run (`inArray(table.tokenId, query)`): null for a token that cannot be one. */
export function liveAccessTokenId(db: Pick<Database, "select">, purpose: LinkPurpose, token: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return db
    .select({ id: accessTokensTable.id })
    .from(accessTokensTable)
    .where(liveToken(purpose, token, now));
}

/** Moves one live token's expiry (a session renewed on use). */
export async function renewAccessToken(tx: Pick<Database, "update">, purpose: LinkPurpose, id: number, expiresAt: Date) {
  await tx
    .update(accessTokensTable)
    .set({ expiresAt })
    .where(and(eq(accessTokensTable.id, id), eq(accessTokensTable.purpose, purpose), isNull(accessTokensTable.revokedAt)));
}

/** Stops the given tokens working at once (sessions signed out by their rows, not their secret). */
export async function revokeAccessTokensById(tx: Pick<Database, "update">, purpose: LinkPurpose, ids: readonly number[], now = new Date()) {
  if (ids.length === 0) return;
  await tx
    .update(accessTokensTable)
    .set({ revokedAt: now })
    .where(and(inArray(accessTokensTable.id, [...ids]), eq(accessTokensTable.purpose, purpose), isNull(accessTokensTable.revokedAt)));
}
