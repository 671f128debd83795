import { describe, expect, it } from "vitest";
import { changedFields } from "./diff";

describe("changedFields", () => {
  it("lists only the fields that differ, nested ones by dotted name", () => {
    const before = { phone: "09 280 4471", hours: { monday: { opens: "07:00" } }, same: [1] };
    const after = { phone: "09 555 1234", hours: { monday: { opens: "08:00" } }, same: [1] };
    expect(changedFields(before, after)).toEqual([
      { field: "phone", before: "09 280 4471", after: "09 555 1234" },
      { field: "hours.monday.opens", before: "07:00", after: "08:00" },
    ]);
  });

  it("shows every field of something created or removed", () => {
    expect(changedFields(null, { role: "admin" })).toEqual([{ field: "role", before: "—", after: "admin" }]);
    expect(changedFields({ role: "admin" }, null)).toEqual([{ field: "role", before: "admin", after: "—" }]);
  });
});
