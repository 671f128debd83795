import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  process: ChildProcess;
  /** Everything the server printed, for log assertions. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

/*
 * A migrated database made once per test run (tests/global-setup.ts, decision 0130) that every
 * test needing a fresh migrated database starts from: a new PGlite folder (initdb) and its
 * migrations took over 10 s on a loaded machine, a copy of the folder takes about 0.1 s. Outside vitest (the benches) the variables are
 * unset and each database is made and migrated from empty, as before. The benches load this
 * file with Node's type stripping, so it imports nothing relative at run time.
 */
export const PGLITE_TEMPLATE_ENV = "HPM_TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "HPM_TEST_POSTGRES_TEMPLATE";

const execFileAsync = promisify(execFile);

/** The migrated PostgreSQL database of this run to create databases from on `base`'s server, if there is one. */
export function postgresTemplate(base: string): string | undefined {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template) return undefined;
  const [server, name] = template.split("#");
  return sameServer(server, base) ? name : undefined;
}

function sameServer(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.username === y.username;
}

/**
 * Puts a copy of this run's migrated PGlite database into `dataDir` (as `dataDir/pglite`,
 * where the app opens it) unless the folder already holds one. `cp -a` rather than
 * fs.cp: Node's copies the 1,300 small files one promise at a time, 20 times slower.
 */
async function fillPgliteFolder(dataDir: string): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const target = path.join(dataDir, "pglite");
  if (!template || existsSync(target)) return;
  await mkdir(dataDir, { recursive: true });
  await execFileAsync("cp", ["-a", path.join(template, "pglite"), target]);
}

/*
 * A port for a server that another process will bind a moment later. It comes from 20000–31999,
 * below the kernel's ephemeral range (32768–60999, where every `listen(0)` and outgoing
 * connection takes its port), and from a slice of 1,000 ports that is this test worker's own
 * (vitest's VITEST_POOL_ID, Playwright's TEST_PARALLEL_INDEX), taken in turn. A port found free
 * with `listen(0)` could be taken by another worker's server before ours bound it: with four
 * workers a server started on PGlite lost its port that way (EADDRINUSE).
 */
const PORTS_FROM = 20_000;
const PORTS_PER_WORKER = 1_000;
const WORKER_SLICES = 12;
const workerSlice = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_PARALLEL_INDEX ?? 0) % WORKER_SLICES;
// Two test commands run at once (vitest and Playwright, or two vitest runs) have workers with the
// same slice; starting each process at its own place in it keeps them apart, and startServer
// moves on from a port that another process took first.
let nextInSlice = process.pid % PORTS_PER_WORKER;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_PER_WORKER; tried += 1) {
    const port = PORTS_FROM + workerSlice * PORTS_PER_WORKER + (nextInSlice++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in this worker's slice from ${PORTS_FROM + workerSlice * PORTS_PER_WORKER}`);
}

/**
 * A fresh database for one server: a new PostgreSQL database when DATABASE_URL is set
 * (the suite's run against the real server), otherwise an empty PGlite folder. A test that
 * needs PostgreSQL on both runs names the server in `base`. `migrated` starts it as a copy of
 * the run's migrated template where there is one (see PGLITE_TEMPLATE_ENV); the
 * PGlite copy is made by createFolderAndDatabase, which has the folder.
 */
export async function createTestDatabase(
  base = process.env.DATABASE_URL,
  options: { migrated?: boolean } = {},
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (!base) return { drop: async () => {} };
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = options.migrated ? postgresTemplate(base) : undefined;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface FolderAndDatabase {
  /** Set on the run against PostgreSQL; otherwise the database is PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Removes the database and its folder. */
  drop(): Promise<void>;
}

/**
 * A new data folder named after `prefix` and a new database. `migrated` (the default) starts
 * the database with the app's schema in place where the run has a template; its owner still
 * calls migrate(), which then has nothing to do.
 */
export async function createFolderAndDatabase(
  prefix = "hpm-db-",
  options: { base?: string; migrated?: boolean } = {},
): Promise<FolderAndDatabase> {
  const migrated = options.migrated ?? true;
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const database = await createTestDatabase(options.base ?? process.env.DATABASE_URL, { migrated });
  if (migrated && !database.databaseUrl) await fillPgliteFolder(dataDir);
  return {
    databaseUrl: database.databaseUrl,
    dataDir,
    drop: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An env value of undefined removes the variable; "{port}" in a value becomes the server's port. */
export type ServerEnv = Record<string, string | undefined>;

function serverEnv(env: ServerEnv, port: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([key, value]) => (value === undefined ? [] : [[key, value.replaceAll("{port}", String(port))]])),
  );
}

interface StartOptions {
  env?: ServerEnv;
  /** Another checkout's production build (e.g. a bench's baseline): run from there, where it finds its assets and migrations. */
  checkout?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** The port to try first (a test of a port taken by another process); else one from freePort(). */
  port?: number;
}

/**
 * The folder and database a server is given: the caller's, or new ones it owns (from the
 * template, except for another checkout's build, whose migrations may differ).
 */
async function serverDatabase(options: StartOptions): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  if (!options.dataDir && !options.databaseUrl) return createFolderAndDatabase("hpm-test-", { migrated: !options.checkout });
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "hpm-test-")));
  const drop = async () => void (options.dataDir ? undefined : await rm(dataDir, { recursive: true, force: true }));
  return { dataDir, databaseUrl: options.databaseUrl, drop };
}

/** Tries at a port another process may take between our check and our server's bind. */
const PORT_TRIES = 5;

/**
 * Starts the production build (build/server/index.js) on a free port and waits until it says it
 * listens and answers health; on a port taken in the meantime it starts again on another.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const database = await serverDatabase(options);
  for (let tried = 1; ; tried += 1) {
    try {
      return await startOnPort(tried === 1 && options.port ? options.port : await freePort(), options, database);
    } catch (error) {
      if (!(error instanceof PortTakenError) || tried === PORT_TRIES) {
        await database.drop();
        throw error;
      }
    }
  }
}

class PortTakenError extends Error {}

async function startOnPort(
  port: number,
  options: StartOptions,
  database: { dataDir: string; databaseUrl?: string; drop(): Promise<void> },
): Promise<TestServer> {
  const { dataDir } = database;
  let log = "";
  const buildDir = options.checkout ? "build" : (process.env.BUILD_DIR ?? "build");
  const env = serverEnv(
    {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      // Demo requests would change every test's lead numbers; the demo-content test asks for them.
      SEED_DEMO_LEADS: "false",
      // Node keeps the compiled code of the build's modules here, so the run's many servers
      // compile each module once, not at every start (about 0.3 s of CPU each, decision 0137).
      NODE_COMPILE_CACHE: path.join(tmpdir(), "hpm-node-compile-cache"),
      ...options.env,
    },
    port,
  );
  const child = spawn(process.execPath, [path.join(buildDir, "server/index.js")], {
    cwd: options.checkout ?? path.resolve(import.meta.dirname, "../.."),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A server that logs at info says when it listens; until then an answer on the port may come
  // from another process's server. One that logs less is taken at its health alone.
  const saysListening = ["info", "debug", "trace"].includes(env.LOG_LEVEL ?? "info");

  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) {
      await closed;
      if (log.includes("EADDRINUSE")) throw new PortTakenError(`port ${port} was taken before the server bound it`);
      throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    }
    try {
      const res = !saysListening || log.includes('"msg":"listening"') ? await fetch(`${url}/api/health`) : undefined;
      if (res?.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    port,
    dataDir,
    databaseUrl: database.databaseUrl,
    process: child,
    output: () => log,
    stop,
    dispose: async () => {
      await stop();
      await database.drop();
    },
  };
}
