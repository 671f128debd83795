import { describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/database";
import { staffRoleOrNone } from "./roles.server";

const db = {} as Database;

describe("staffRoleOrNone", () => {
  it("passes a role through", async () => {
    expect(await staffRoleOrNone(db, "u1", async () => "admin")).toBe("admin");
  });

  it("treats no role as not staff", async () => {
    expect(await staffRoleOrNone(db, "u1", async () => null)).toBeNull();
  });

  it("treats a failed lookup as not staff, never as access", async () => {
    expect(
      await staffRoleOrNone(db, "u1", async () => {
        throw new Error("connection reset");
      }),
    ).toBeNull();
  });
});
