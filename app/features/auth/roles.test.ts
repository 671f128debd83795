import { describe, expect, it } from "vitest";
import { isStaffRole } from "./roles";

describe("staff roles", () => {
  it("knows only the roles of user_roles", () => {
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("owner")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
