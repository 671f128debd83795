// `npm run bench`: runs every bench/*.bench.ts in turn (or those whose name contains an
// argument, e.g. `npm run bench -- pages`), each in its own process, printing its numbers.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: "inherit", cwd: path.resolve(dir, "..") });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
