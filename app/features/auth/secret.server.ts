import { randomBytes } from "node:crypto";
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
