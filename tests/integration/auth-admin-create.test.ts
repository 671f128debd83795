import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS, signIn } from "../helpers/auth";
import { createFolderAndDatabase, startServer, type FolderAndDatabase } from "../helpers/server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** `npm run admin:create` against a database (the script's own command, without npm's banner). */
async function adminCreate(database: { dataDir: string; databaseUrl?: string; publicUrl?: string }, args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    PUBLIC_URL: database.publicUrl ?? "http://127.0.0.1:9",
    LOG_LEVEL: "silent",
  };
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      cwd: root,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

const FIRST_ADMIN_LINE =
  /First admin account created: sign in at \S+ as admin@harbourside\.co\.nz with the password (\S+) \(shown only this once/;

let dataDir: string;
let database: FolderAndDatabase;

beforeAll(async () => {
  database = await createFolderAndDatabase("hpm-admin-create-");
  dataDir = database.dataDir;
});
afterAll(() => database?.drop());

describe("staff accounts on a fresh install", () => {
  it(
    "creates the first admin with a generated password printed once; admin:create adds more later",
    async () => {
      const first = await startServer({ dataDir, databaseUrl: database.databaseUrl });
      let generated: string;
      try {
        generated = first.output().match(FIRST_ADMIN_LINE)![1];
        const signedIn = await signIn(first.url, "admin@harbourside.co.nz", generated);
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.session).toMatchObject({ role: "admin", isAdmin: true });
      } finally {
        await first.stop();
      }

      const created = await adminCreate({ dataDir, databaseUrl: database.databaseUrl }, [
        "--email",
        "Kiri@Example.co.nz",
        "--name",
        "Kiri Smith",
        "--role",
        "manager",
      ]);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain("Created manager account for kiri@example.co.nz");
      const password = created.output.match(/Password \(shown only now; change it after signing in\): (\S+)/)![1];
      const duplicate = await adminCreate({ dataDir, databaseUrl: database.databaseUrl }, ["--email", "kiri@example.co.nz"]);
      expect(duplicate.code).toBe(1);
      expect(duplicate.output).toContain("there is already an account for kiri@example.co.nz");

      const second = await startServer({ dataDir, databaseUrl: database.databaseUrl });
      try {
        expect(second.output()).not.toContain("First admin account created");
        expect((await signIn(second.url, "kiri@example.co.nz", password)).body.session).toMatchObject({
          role: "manager",
          user: { email: "kiri@example.co.nz" },
        });
        expect((await signIn(second.url, "admin@harbourside.co.nz", generated)).status).toBe(200);

        const whileRunning = await adminCreate({ dataDir, databaseUrl: database.databaseUrl, publicUrl: second.url }, [
          "--email",
          "later@example.co.nz",
          "--password",
          "a-chosen-password-1",
        ]);
        if (database.databaseUrl) {
          // PostgreSQL takes writes from any number of processes: the running server sees the new account.
          expect(whileRunning.code, whileRunning.output).toBe(0);
          expect((await signIn(second.url, "later@example.co.nz", "a-chosen-password-1")).status).toBe(200);
        } else {
          // A PGlite folder belongs to one process: the script refuses rather than lose its write.
          expect(whileRunning.code).toBe(1);
          expect(whileRunning.output).toContain(`The data folder ${dataDir} is in use by process ${second.process.pid}`);
        }
      } finally {
        await second.stop();
      }
    },
    4 * SERVER_START_TIMEOUT_MS,
  );

  it(
    "uses ADMIN_EMAIL and ADMIN_PASSWORD when they are set, without logging the password",
    async () => {
      const server = await startServer({ env: { ADMIN_EMAIL: "Owner@Harbourside.test", ADMIN_PASSWORD: "the-owners-password-1" } });
      try {
        expect(server.output()).toContain("First admin account created: sign in at");
        expect(server.output()).not.toContain("the-owners-password-1");
        expect((await signIn(server.url, "owner@harbourside.test", "the-owners-password-1")).body.session).toMatchObject({ role: "admin" });
      } finally {
        await server.dispose();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );
});
