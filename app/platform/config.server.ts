import path from "node:path";
import { z } from "zod";

/** A variable set to nothing (`S3_ENDPOINT=` in an .env file) counts as not set. */
const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  SEED_DEMO_LEADS: z.enum(["true", "false"]).default("true"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Harbourside Property Maintenance <no-reply@harbourside.co.nz>"),
  TRUSTED_PROXIES: z.string().default(""),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  ADMIN_EMAIL: z.email().default("admin@harbourside.co.nz"),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").max(128).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  AUTH_SESSION_TTL_SECONDS: z.coerce.number().int().min(1).default(43_200),
  AUTH_SESSION_RENEW_AFTER_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  AUTH_RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  AUTH_INVITE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(259_200),
  QUOTE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  QUOTE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  QUOTE_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  APPLICATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  APPLICATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  APPLICATION_MIN_FILL_MS: z.coerce.number().int().min(0).default(5000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(10_000).default(25_000_000),
  MIGRATIONS_DIR: z.string().default("drizzle"),
  BACKGROUND_WORK: z.enum(["on", "off"]).default("on"),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(2000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  PDF_TIME_LIMIT_MS: z.coerce.number().int().min(100).default(30_000),
  PAGE_SHARED_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  PAGE_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(600),
  CDN_PURGE_URL: z.url().optional(),
  CDN_PURGE_TOKEN: z.string().optional(),
  PHOTO_STORAGE: blankIsUnset(z.enum(["folder", "database", "s3"]).optional()),
  S3_ENDPOINT: blankIsUnset(z.url().optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  STRIPE_SECRET_KEY: blankIsUnset(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, sk_test_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: blankIsUnset(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Tests only: the address of the local fake Stripe, which serves the API and its payment page. */
  STRIPE_API_BASE: blankIsUnset(z.url().optional()),
  TWILIO_ACCOUNT_SID: blankIsUnset(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be the account's SID (AC followed by 32 hexadecimal digits)")
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: blankIsUnset(z.string().min(16, "TWILIO_AUTH_TOKEN must be the account's auth token").optional()),
  TWILIO_FROM: blankIsUnset(
    z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, "TWILIO_FROM must be a number in E.164 (+6421…) or a Messaging Service SID (MG…)")
      .optional(),
  ),
  /** Tests only: the address of the local fake Twilio. */
  TWILIO_API_BASE: blankIsUnset(z.url().optional()),
});

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * Where uploaded photos are kept (docs/decisions/0116): PHOTO_STORAGE, or by default the data
 * folder on PGlite and the database when DATABASE_URL is set (several instances share it).
 */
function photoStorage(e: z.infer<typeof envSchema>) {
  const kind = e.PHOTO_STORAGE ?? (e.DATABASE_URL ? "database" : "folder");
  if (kind !== "s3") return { kind };
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length) {
    throw new Error(`Invalid environment: PHOTO_STORAGE=s3 needs ${S3_REQUIRED.join(", ")}; missing: ${missing.join(", ")}`);
  }
  return {
    kind,
    s3: {
      endpoint: e.S3_ENDPOINT!,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    },
  };
}

/** Stripe's hosted payment page: where the customer's browser is sent to pay. */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * Card payments through Stripe (docs/decisions/0160): on only with both keys, which never
 * leave this object (not the database, not a log line). STRIPE_API_BASE points the SDK at the
 * tests' fake Stripe, whose payment page is on the same address.
 */
function stripeConfig(e: z.infer<typeof envSchema>) {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return undefined;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)
    throw new Error("Invalid environment: card payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither");
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    /** How old a signed webhook may be before it is refused as a replay (Stripe's default is 300 s). */
    toleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    live: e.STRIPE_SECRET_KEY.includes("_live_"),
    api: base
      ? { protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const), host: base.hostname, port: base.port || undefined }
      : undefined,
    /** Where the payment page is, for the pages' form-action policy. */
    checkoutOrigin: base ? base.origin : STRIPE_CHECKOUT_ORIGIN,
  };
}

/**
 * Text messages through Twilio (docs/decisions/0170): on only with the account SID, its auth
 * token and a sender, which never leave this object. Without them texts are captured in the
 * outbox and shown in the admin. TWILIO_API_BASE points the SDK at the tests' fake Twilio.
 */
function twilioConfig(e: z.infer<typeof envSchema>) {
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new Error("Invalid environment: text messages need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none of them");
  return {
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    from: e.TWILIO_FROM!,
    apiBase: e.TWILIO_API_BASE?.replace(/\/$/, ""),
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

let current: AppConfig | undefined;

/**
 * The one configuration of this process, parsed from the environment once. No other module
 * reads process.env: an invalid value stops start-up here, naming the variable.
 */
export function getConfig(): AppConfig {
  current ??= loadConfig(process.env);
  return current;
}

/** Parses an environment; getConfig() is this over process.env, once. */
export function loadConfig(env: NodeJS.ProcessEnv) {
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
    /** Unset, the site has no one address: pages accept changes from whatever address they were opened at. */
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    /**
     * Whether this instance sends email and runs queued jobs. "off" makes a web-only
     * instance; at least one instance on the database must have it on.
     */
    backgroundWork: e.BACKGROUND_WORK === "on",
    /** A job or an email claimed by an instance that then died is taken up by another after its lease. */
    jobs: { pollMs: e.JOBS_POLL_MS, leaseSeconds: e.JOBS_LEASE_SECONDS },
    seedDemo: e.SEED_DEMO === "true",
    /** Demo requests, customers and figures on first start, with SEED_DEMO (the test servers leave them out). */
    seedDemoLeads: e.SEED_DEMO === "true" && e.SEED_DEMO_LEADS === "true",
    /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
    trustedProxies: e.TRUSTED_PROXIES.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, pollMs: e.MAIL_POLL_MS, leaseSeconds: e.MAIL_LEASE_SECONDS },
    auth: {
      /** The first admin, created on first start (a password is generated and logged once when unset). */
      // The ground may not import lib/email-address (architecture.config.js); its rule is the same: trimmed, lower case.
      firstAdmin: { email: e.ADMIN_EMAIL.trim().toLowerCase(), password: e.ADMIN_PASSWORD },
      /** Signs session cookies; generated and kept in the database when unset. */
      secret: e.BETTER_AUTH_SECRET,
      /** A session unused for this long ends; each renewal starts the period again. */
      sessionTtlSeconds: e.AUTH_SESSION_TTL_SECONDS,
      /** A session in use is renewed at most this often. */
      sessionRenewAfterSeconds: e.AUTH_SESSION_RENEW_AFTER_SECONDS,
      throttle: {
        windowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
        maxPerEmail: e.AUTH_MAX_FAILURES_PER_EMAIL,
        maxPerClient: e.AUTH_MAX_FAILURES_PER_CLIENT,
      },
      resetTokenTtlSeconds: e.AUTH_RESET_TOKEN_TTL_SECONDS,
      inviteTokenTtlSeconds: e.AUTH_INVITE_TOKEN_TTL_SECONDS,
    },
    quotes: {
      /** Stored quote requests per client address: a burst of `max`, refilling over `windowSeconds`. */
      rateLimit: { max: e.QUOTE_RATE_LIMIT_MAX, windowSeconds: e.QUOTE_RATE_LIMIT_WINDOW_SECONDS },
      /** Submissions sent sooner than this after the form opened are treated as bots. */
      minFillMs: e.QUOTE_MIN_FILL_MS,
    },
    applications: {
      /** Stored tradie applications per client address: a burst of `max`, refilling over `windowSeconds`. */
      rateLimit: { max: e.APPLICATION_RATE_LIMIT_MAX, windowSeconds: e.APPLICATION_RATE_LIMIT_WINDOW_SECONDS },
      /** Application forms sent sooner than this after the page was served are treated as bots. */
      minFillMs: e.APPLICATION_MIN_FILL_MS,
    },
    publicPages: {
      /** How long a shared cache (a CDN) may keep a public page, then serve it stale while it fetches a fresh one. */
      sharedMaxAgeSeconds: e.PAGE_SHARED_MAX_AGE_SECONDS,
      staleWhileRevalidateSeconds: e.PAGE_STALE_WHILE_REVALIDATE_SECONDS,
      /** Where to POST the surrogate keys of pages a content change touched (docs/deploy.md); unset, no CDN is told. */
      cdnPurge: e.CDN_PURGE_URL ? { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN || undefined } : undefined,
    },
    pdf: {
      /** Threads that lay out PDFs, off the thread that answers requests (docs/decisions/0156). */
      workers: e.PDF_WORKERS,
      /** How long a PDF may take, waiting included, before it is refused with a 503 and its thread stopped. */
      timeLimitMs: e.PDF_TIME_LIMIT_MS,
    },
    uploads: {
      /** The largest photo accepted, in bytes. */
      maxBytes: e.UPLOAD_MAX_BYTES,
      /** The most pixels (width × height) a photo may decode to, so a small file cannot expand into a huge image. */
      maxPixels: e.UPLOAD_MAX_PIXELS,
      /** Where the photos' files are: "folder" (DATA_DIR/uploads), "database" or "s3" (with its settings). */
      storage: photoStorage(e),
    },
    /** Card payments: undefined without Stripe's keys, and the product takes bank transfers only. */
    stripe: stripeConfig(e),
    /** Text messages: undefined without Twilio's settings, and texts are captured, not sent. */
    twilio: twilioConfig(e),
  };
}
