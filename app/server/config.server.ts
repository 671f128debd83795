import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Harbourside Property Maintenance <no-reply@harbourside.co.nz>"),
  TRUSTED_PROXIES: z.string().default(""),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "true",
    /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
    trustedProxies: e.TRUSTED_PROXIES.split(",").map((s) => s.trim()).filter(Boolean),
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, pollMs: e.MAIL_POLL_MS },
  };
}
