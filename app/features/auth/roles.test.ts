import { describe, expect, it } from "vitest";
import { canChange, hasRole, isStaffRole } from "./roles";

describe("roles", () => {
  it("ranks admin above manager, and no role below both", () => {
    expect(hasRole("admin", "manager")).toBe(true);
    expect(hasRole("manager", "admin")).toBe(false);
    expect(hasRole(null)).toBe(false);
    expect(hasRole(undefined, "manager")).toBe(false);
  });

  it("lets managers work leads, tradies and applications, and only admins change the rest", () => {
    expect(["leads", "tradies", "applications"].every((a) => canChange("manager", a as never))).toBe(true);
    expect(["settings", "services", "staff"].some((a) => canChange("manager", a as never))).toBe(false);
    expect(["leads", "settings", "services", "staff"].every((a) => canChange("admin", a as never))).toBe(true);
  });

  it("knows only the two roles", () => {
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("owner")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
