import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import type { Database } from "~/platform/db/database";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import type { AppConfig } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { durationInWords } from "./durations";
import { passwordHashing } from "./password-hashing.server";
import { passwordResetEmail } from "./emails.server";
import { DEACTIVATED_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./schema";
import { accountsTable, authRateLimitsTable, sessionsTable, usersTable, verificationsTable } from "./tables";

export const AUTH_BASE_PATH = "/api/auth";
/** The error code our session hook gives a deactivated account, so the sign-in form can say so. */
export const DEACTIVATED_CODE = "ACCOUNT_DEACTIVATED";

export interface AuthSettings {
  publicUrl: string;
  development: boolean;
  auth: AppConfig["auth"];
}

/** The page that consumes reset and invitation tokens (both are Better Auth reset tokens). */
export function passwordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

async function isDeactivated(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ deactivatedAt: usersTable.deactivatedAt }).from(usersTable).where(eq(usersTable.id, userId)).limit(1);
  return !row || row.deactivatedAt !== null;
}

/** Better Auth over our Drizzle tables: email and password only, sessions in the database. */
export function createAuth(db: Database, settings: AuthSettings, secret: string) {
  const { auth: config, publicUrl } = settings;
  return betterAuth({
    appName: "Harbourside admin",
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        users: usersTable,
        sessions: sessionsTable,
        accounts: accountsTable,
        verifications: verificationsTable,
        rateLimits: authRateLimitsTable,
      },
    }),
    user: { modelName: "users" },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications", storeIdentifier: "hashed" },
    session: {
      modelName: "sessions",
      expiresIn: config.sessionTtlSeconds,
      updateAge: config.sessionRenewAfterSeconds,
    },
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by admins (or `npm run admin:create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      password: passwordHashing,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: config.resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (await isDeactivated(db, user.id)) return;
        const { businessName } = await getSettings();
        const email = passwordResetEmail({
          to: user.email,
          name: user.name,
          link: passwordLink(publicUrl, token),
          businessName,
          validFor: durationInWords(config.resetTokenTtlSeconds),
        });
        await queueEmails(db, [email]);
        notifyOutbox();
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 300,
      customRules: {
        // Failed sign-ins have their own throttle (throttle.server.ts); this only stops floods.
        "/sign-in/email": { window: 60, max: 30 },
        "/request-password-reset": { window: 300, max: 5 },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await isDeactivated(db, session.userId))
              throw APIError.from("FORBIDDEN", { code: DEACTIVATED_CODE, message: DEACTIVATED_MESSAGE });
          },
          after: async (session) => {
            await db.update(usersTable).set({ lastSignInAt: new Date() }).where(eq(usersTable.id, session.userId));
          },
        },
      },
    },
    trustedOrigins: settings.development ? [publicUrl, "http://localhost:5173"] : [publicUrl],
    advanced: {
      cookiePrefix: "hpm",
      // Secure whenever the site is served over https; plain http on a laptop or in tests cannot carry Secure cookies.
      useSecureCookies: publicUrl.startsWith("https://"),
      // We overwrite this header with the socket's address (or a trusted proxy's word) before every call.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    logger: {
      level: "error",
      // Better Auth's extra arguments can hold request details; keep only errors themselves.
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        // A refused origin or callback address is the client's mistake (or an attack), not our fault.
        const refusedClient =
          level === "error" &&
          /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)|Blocked cross-site)/.test(message);
        logger[refusedClient ? "warn" : level === "debug" ? "debug" : level]({ source: "better-auth", err }, message);
      },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;

export interface AuthRuntime {
  auth: Auth;
  db: Database;
  settings: AuthSettings;
}

/*
 * Like the database handle, the auth instance lives on globalThis: the Hono entry and the
 * React Router build may each hold a copy of this module.
 */
const RUNTIME_KEY = Symbol.for("harbourside.auth");
type Registry = { [RUNTIME_KEY]?: AuthRuntime };

export function registerAuthRuntime(runtime: AuthRuntime) {
  (globalThis as Registry)[RUNTIME_KEY] = runtime;
}

export function getAuthRuntime(): AuthRuntime {
  const runtime = (globalThis as Registry)[RUNTIME_KEY];
  if (!runtime) throw new Error("Auth is not set up yet: call startAuth() at start-up");
  return runtime;
}
