import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { authSecretsTable } from "./tables";

const SECRET_NAME = "session-signing";

/**
 * The configured BETTER_AUTH_SECRET, or else one generated on first start and kept in the
 * database, so that every instance on the same database signs cookies alike and a restart
 * does not sign everyone out. See docs/decisions/0020-staff-sign-in-with-better-auth.md.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<{ secret: string; generated: boolean }> {
  if (configured) return { secret: configured, generated: false };
  await db
    .insert(authSecretsTable)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: authSecretsTable.value }).from(authSecretsTable).where(eq(authSecretsTable.name, SECRET_NAME));
  return { secret: row.value, generated: true };
}

const keys = new Map<string, Promise<string>>();

/** A secret of the app's own for one purpose, generated once and kept in the database, so every instance shares it. */
function namedSecret(db: Pick<Database, "insert" | "select">, name: string): Promise<string> {
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(authSecretsTable)
        .values({ name, value: randomBytes(48).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select({ value: authSecretsTable.value }).from(authSecretsTable).where(eq(authSecretsTable.name, name));
      return row.value;
    })();
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/**
 * A 256-bit value only this app can make for `message` (HMAC-SHA256 with a secret of its own
 * for `purpose`): the same message gives the same value, so an answer repeated for an
 * idempotent retry carries the same token.
 */
export async function keyedDigest(db: Pick<Database, "insert" | "select">, purpose: string, message: string): Promise<string> {
  return createHmac("sha256", await namedSecret(db, purpose))
    .update(message)
    .digest("base64url");
}
