import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { decisionsIndex } from "./decisions-index";

describe("the decisions index", () => {
  it("lists every decision with its status (run `npm run decisions:index` when this fails)", async () => {
    const file = path.resolve(import.meta.dirname, "../docs/decisions/README.md");
    const expected = await format(decisionsIndex(), { ...(await resolveConfig(file)), filepath: file });
    expect(readFileSync(file, "utf8")).toBe(expected);
  });

  it("gives every decision a status and a date", () => {
    for (const line of decisionsIndex()
      .split("\n")
      .filter((l) => l.startsWith("| 0")))
      expect(line, line).not.toMatch(/no status|\| \|$/);
  });
});
