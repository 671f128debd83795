import { describe, expect, it } from "vitest";
import { changedFields } from "./diff";

describe("changedFields", () => {
  it("lists only the fields that differ, nested ones by dotted name", () => {
    const before = { phone: "09 280 4471", hours: { monday: { opens: "07:00" } }, same: [1] };
    const after = { phone: "09 555 1234", hours: { monday: { opens: "08:00" } }, same: [1] };
    expect(changedFields(before, after)).toEqual([
      { field: "phone", label: "Phone", before: "09 280 4471", after: "09 555 1234" },
      { field: "hours.monday.opens", label: "Hours › Monday › Opens", before: "07:00", after: "08:00" },
    ]);
  });

  it("shows every field of something created or removed", () => {
    expect(changedFields(null, { role: "admin" })).toEqual([{ field: "role", label: "Role", before: "—", after: "admin" }]);
    expect(changedFields({ role: "admin" }, null)).toEqual([{ field: "role", label: "Role", before: "admin", after: "—" }]);
  });

  // Issue 40.16: the trail read "inclusiveCents 118150".
  it("names fields in words and shows amounts in cents as money, each quote's its own", () => {
    expect(changedFields(null, { number: "Q-000001", inclusiveCents: 118_150 })).toEqual([
      { field: "number", label: "Number", before: "—", after: "Q-000001" },
      { field: "inclusiveCents", label: "Total incl. GST", before: "—", after: "$1,181.50" },
    ]);
    expect(changedFields({ amountCents: 5_000, accessNotes: "" }, { amountCents: 7_550, accessNotes: "Gate code 1234" })).toEqual([
      { field: "amountCents", label: "Amount", before: "$50.00", after: "$75.50" },
      { field: "accessNotes", label: "Access notes", before: "—", after: "Gate code 1234" },
    ]);
    expect(changedFields({ tradieIds: [1], published: false }, { tradieIds: [1, 2], published: true })).toEqual([
      { field: "tradieIds", label: "Tradies", before: "1", after: "1, 2" },
      { field: "published", label: "Published", before: "No", after: "Yes" },
    ]);
  });
});
