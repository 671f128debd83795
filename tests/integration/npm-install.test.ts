import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * Issue 40, item 16: every `npm install` printed a peer-dependency conflict (react-router-hono-
 * server's @hono/node-ws asks for @hono/node-server 1, the server runs on 2), for every
 * newcomer to read and wonder about. package.json's overrides settle it (the websocket helper is
 * only loaded by a server with websockets, which this one does not use); a dry run of the
 * install against the lockfile must print no conflict.
 */
const run = promisify(execFile);
const npm = "npm";

describe("npm install", () => {
  it("resolves every peer dependency without a conflict or an override warning", { timeout: 60_000 }, async () => {
    const { stdout, stderr } = await run(npm, ["install", "--dry-run", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
    });
    const output = `${stdout}\n${stderr}`;
    expect(output).not.toMatch(/ERESOLVE|peer dependency|Conflicting peer/i);
  });

  it("gives @hono/node-ws the server's own @hono/node-server", { timeout: 60_000 }, async () => {
    const { stdout } = await run(npm, ["ls", "@hono/node-ws", "@hono/node-server", "--json"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
    });
    expect(stdout).not.toMatch(/"invalid"|"problems"/);
  });
});
