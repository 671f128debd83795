import { describe, expect, it } from "vitest";
import { can, PERMISSION_NAMES, PERMISSIONS } from "./permissions";

describe("the permissions table", () => {
  it("lets managers read everything but the audit trail, and work leads, tradies and applications", () => {
    expect(["leads.change", "tradies.change", "applications.review"].every((p) => can("manager", p as never))).toBe(true);
    expect(can("manager", "audit.view")).toBe(false);
  });

  it("keeps settings, services, staff accounts and deleting leads to administrators", () => {
    for (const permission of ["settings.edit", "services.edit", "staff.manage", "leads.delete", "audit.view"] as const) {
      expect(can("manager", permission), permission).toBe(false);
      expect(can("admin", permission), permission).toBe(true);
    }
  });

  it("grants nothing without a role, and reads the role of a person", () => {
    expect(PERMISSION_NAMES.some((p) => can(null, p) || can(undefined, p) || can({ role: null }, p))).toBe(false);
    expect(can({ role: "admin" }, "staff.manage")).toBe(true);
  });

  it("names at least one role for every permission, each written area.verb", () => {
    for (const permission of PERMISSION_NAMES) {
      expect(permission).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(PERMISSIONS[permission].length, permission).toBeGreaterThan(0);
    }
  });
});
