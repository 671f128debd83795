import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * `npm run bench` runs the benches with plain Node (type stripping), which cannot follow a
 * relative import written without ".ts" nor the app's "~/" paths; vitest can. So a helper the
 * benches share with the tests loads here in plain Node, as the benches load it: a helper that
 * grew such an import would otherwise break every bench and no test.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BENCH = path.join(ROOT, "bench");

function sharedHelpers(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(BENCH, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"))) {
    const from = path.dirname(path.join(BENCH, file));
    for (const [, relative] of readFileSync(path.join(BENCH, file), "utf8").matchAll(/local\("([^"]+\.ts)"\)/g)) {
      const target = path.resolve(from, relative);
      if (target.startsWith(path.join(ROOT, "tests/helpers/")) || target.startsWith(path.join(BENCH, "lib/"))) found.add(target);
    }
  }
  return [...found].sort();
}

describe("the helpers the benches load", () => {
  const helpers = sharedHelpers();

  it("are found in the benches", () => {
    expect(helpers.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(["tests/helpers/server.ts", "bench/lib/load.ts"]),
    );
  });

  it.each(helpers.map((file) => [path.relative(ROOT, file), file]))("%s loads in plain Node", async (_name, file) => {
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", `await import(${JSON.stringify(file)});`],
      {
        cwd: ROOT,
      },
    );
    expect(stderr).not.toMatch(/Error/);
  });
});
