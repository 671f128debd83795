import { describe, expect, it } from "vitest";
import { ADMIN_NAV, adminNavFor } from "./admin-nav";

describe("adminNavFor", () => {
  it("shows administrators every page, the audit trail included", () => {
    expect(adminNavFor("admin")).toEqual(ADMIN_NAV);
  });

  it("hides the audit trail from managers, who may not open it", () => {
    const pages = adminNavFor("manager").map((item) => item.to);
    expect(pages).not.toContain("/admin/audit");
    expect(pages).toContain("/admin/tradies");
  });
});
