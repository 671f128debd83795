import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "./roles";

/*
 * The tables Better Auth reads and writes (users, sessions, accounts, verifications, rate
 * limits). Their property names are the field names Better Auth expects; the SQL names are
 * ours. See docs/decisions/0020-staff-sign-in-with-better-auth.md.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Staff accounts. Emails are stored lower-cased. */
export const usersTable = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
  /** Set when an admin deactivates the account: it can no longer sign in and its sessions are gone. */
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

/** One row per signed-in browser; the cookie holds only the (signed) token. */
export const sessionsTable = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/** Sign-in methods; staff have one "credential" account holding the password hash. */
export const accountsTable = pgTable(
  "user_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("user_accounts_user_idx").on(t.userId)],
);

/** Single-use tokens (password reset and invitation links), stored hashed. */
export const verificationsTable = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/** Better Auth's request counters, kept in the database so every instance shares them. */
export const authRateLimitsTable = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The spec's role table: a user with role admin or manager may use the admin area. The
 * lookup expects one row or none; anything else counts as a failed lookup (no access).
 */
export const userRolesTable = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check("user_roles_role_check", sql`${t.role} in ('admin', 'manager')`)],
);

/** Failed sign-ins, keyed by a hash of the email or of the client address (never the address itself). */
export const signInFailuresTable = pgTable(
  "sign_in_failures",
  {
    id: serial("id").primaryKey(),
    scope: text("scope", { enum: ["email", "client"] }).notNull(),
    keyHash: text("key_hash").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_key_idx").on(t.scope, t.keyHash, t.failedAt)],
);

/** Secrets generated on first start when none is configured, shared by every instance. */
export const authSecretsTable = pgTable("auth_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
