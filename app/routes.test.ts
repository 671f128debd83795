import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { isReservedPath } from "./lib/site-paths";

/** Every path of the route table, joined with its parents'. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path.replace(/^\//, "")}`;
    return [...(entry.path ? [path] : []), ...paths(entry.children ?? [], path)];
  });
}

describe("reserved paths", () => {
  const owned = paths(routes as RouteConfigEntry[]).filter((path) => path !== "/*");

  it("cover every route of the route table", () => {
    expect(owned.length).toBeGreaterThan(20);
    for (const path of owned) expect(isReservedPath(path), path).toBe(true);
  });

  it.each(["/about", "/faq", "/privacy-policy", "/how-it-works", "/property-maintenance-guide", "/services", "/ADMIN", "/api"])(
    "%s is reserved",
    (path) => expect(isReservedPath(path)).toBe(true),
  );

  it.each(["/gutter-cleaning", "/painting", "/north-shore", "/abouts"])("%s is free for a service or area", (path) =>
    expect(isReservedPath(path)).toBe(false),
  );
});
