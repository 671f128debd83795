import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("takes the defaults from an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ QUOTE_RATE_LIMIT_MAX: "0" }, "QUOTE_RATE_LIMIT_MAX"],
  ])("refuses %j, naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("keeps photos in the data folder on PGlite and in the database on PostgreSQL, unless PHOTO_STORAGE says", () => {
    expect(loadConfig({}).uploads.storage).toEqual({ kind: "folder" });
    expect(loadConfig({ DATABASE_URL: "" }).uploads.storage).toEqual({ kind: "folder" });
    expect(loadConfig({ DATABASE_URL: "postgres://db/app" }).uploads.storage).toEqual({ kind: "database" });
    expect(loadConfig({ DATABASE_URL: "postgres://db/app", PHOTO_STORAGE: "folder" }).uploads.storage).toEqual({ kind: "folder" });
    expect(loadConfig({ PHOTO_STORAGE: "database", S3_ENDPOINT: "" }).uploads.storage).toEqual({ kind: "database" });
  });

  it("takes S3 with all its settings, and refuses it without them, naming what is missing", () => {
    const s3 = {
      PHOTO_STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    };
    expect(loadConfig(s3).uploads.storage).toEqual({
      kind: "s3",
      s3: {
        endpoint: "http://127.0.0.1:9000",
        region: "us-east-1",
        bucket: "photos",
        accessKeyId: "key",
        secretAccessKey: "secret",
        forcePathStyle: true,
      },
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: undefined, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "PHOTO_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_BUCKET, S3_SECRET_ACCESS_KEY",
    );
    expect(() => loadConfig({ PHOTO_STORAGE: "disk" })).toThrow("PHOTO_STORAGE");
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "not a url" })).toThrow("S3_ENDPOINT");
  });

  it("turns card payments on with both Stripe keys, off with neither, and refuses one alone without echoing it", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const on = loadConfig({ STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" }).stripe;
    expect(on).toMatchObject({ live: true, toleranceSeconds: 300, api: undefined, checkoutOrigin: "https://checkout.stripe.com" });
    const fake = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:4242",
    }).stripe;
    expect(fake).toMatchObject({
      live: false,
      api: { protocol: "http", host: "127.0.0.1", port: "4242" },
      checkoutOrigin: "http://127.0.0.1:4242",
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    let message = "";
    try {
      loadConfig({ STRIPE_SECRET_KEY: "pk_live_notASecret999", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("STRIPE_SECRET_KEY");
    expect(message).not.toContain("notASecret999");
  });
});
