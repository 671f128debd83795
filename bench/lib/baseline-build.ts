// A production build of an earlier commit, to measure beside the current build in one run:
// checked out as a git worktree under .tmp/ and built once; later runs reuse it. It shares this
// checkout's node_modules when its lockfile is this one's, and installs its own otherwise: a
// dependency dropped since (lucide-react, decision 0235) would leave it unable to build.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";

export interface BaselineBuild {
  commit: string;
  /** The checkout, for the server helpers' `checkout` option: the server runs from there, where it finds its assets and migrations. */
  checkout: string;
}

export function baselineBuild(root: string, commit: string): BaselineBuild {
  const dir = path.join(root, ".tmp", `baseline-${commit}`);
  const buildDir = path.join(dir, "build");
  const run = (file: string, args: string[], cwd = root, env = process.env) =>
    execFileSync(file, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    process.stderr.write(`  building ${commit} for comparison in ${path.relative(root, dir)}…\n`);
    if (!existsSync(dir)) run("git", ["worktree", "add", "--detach", "-f", dir, commit]);
    if (!existsSync(path.join(dir, "node_modules"))) {
      const sameLockfile =
        readFileSync(path.join(dir, "package-lock.json"), "utf8") === readFileSync(path.join(root, "package-lock.json"), "utf8");
      if (sameLockfile) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
      else run("npm", ["ci", "--no-audit", "--no-fund"], dir);
    }
    // That commit's own build script, as `npm run build` there would run it.
    const { BUILD_DIR: _own, ...env } = process.env;
    run("npm", ["run", "build"], dir, env);
  }
  return { commit, checkout: dir };
}
