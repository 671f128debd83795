import { describe, expect, it } from "vitest";
import { loginUrl, requestedPage, safeRedirectTo } from "./redirect";

describe("safeRedirectTo", () => {
  it.each([
    ["/admin/leads?status=new", "/admin/leads?status=new"],
    [null, "/admin/dashboard"],
    ["https://evil.example/admin/x", "/admin/dashboard"],
    ["//evil.example/admin/x", "/admin/dashboard"],
    ["/\\evil.example", "/admin/dashboard"],
    ["/services", "/admin/dashboard"],
    ["/admin/login?redirectTo=/admin/x", "/admin/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected);
  });
});

describe("loginUrl and requestedPage", () => {
  it("remembers the page asked for, but not the dashboard", () => {
    expect(loginUrl("/admin/staff")).toBe("/admin/login?redirectTo=%2Fadmin%2Fstaff");
    expect(loginUrl("/admin/dashboard")).toBe("/admin/login");
  });

  it("strips React Router's data-request markers", () => {
    expect(requestedPage(new Request("http://x/admin/leads.data?_routes=root&page=2"))).toBe("/admin/leads?page=2");
    expect(requestedPage(new Request("http://x/admin/staff"))).toBe("/admin/staff");
  });
});
