import type { Database } from "~/platform/db/database";
import type { AppConfig } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { createAuth, registerAuthRuntime, type AuthRuntime } from "./auth.server";
import { resolveAuthSecret } from "./secret.server";

/** Sets up Better Auth over the open database; call once at start-up, after migrations. */
export async function startAuth(db: Database, config: AppConfig): Promise<AuthRuntime> {
  const { secret, generated } = await resolveAuthSecret(db, config.auth.secret);
  if (generated && config.isProduction)
    logger.info("BETTER_AUTH_SECRET is not set; signing sessions with the secret generated on first start and kept in the database");
  const settings = { publicUrl: config.publicUrl, development: config.env === "development", auth: config.auth };
  const runtime: AuthRuntime = { auth: createAuth(db, settings, secret), db, settings };
  registerAuthRuntime(runtime);
  return runtime;
}
