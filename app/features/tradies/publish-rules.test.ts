import { describe, expect, it } from "vitest";
import { expiringWithin, lapses } from "./lapse";
import { publishProblems } from "./publish-rules";

const today = "2026-06-15";
const ready = {
  status: "active",
  bio: "Plumber.",
  trades: ["Plumbing"],
  areas: ["North Shore"],
  insuranceExpiresOn: "2026-12-31",
  licences: [{ kind: "pgdb" as const, number: "PGDB 1", expiresOn: "2027-01-01" }],
};

describe("publish rules", () => {
  it("lets an active tradie with current cover be published", () => expect(publishProblems(ready, today)).toEqual([]));

  it("counts cover as good through its expiry day", () => {
    expect(lapses({ ...ready, insuranceExpiresOn: today }, today)).toEqual([]);
    expect(lapses({ ...ready, insuranceExpiresOn: "2026-06-14" }, today)).toEqual([
      "Public liability insurance expired on Sunday 14 June 2026",
    ]);
  });

  it("names every reason a profile cannot go live", () => {
    const problems = publishProblems(
      { ...ready, status: "paused", insuranceExpiresOn: null, licences: [{ kind: "lbp", number: "BP 1", expiresOn: "2026-01-01" }] },
      today,
    );
    expect(problems).toEqual([
      "Only an active tradie can be published; this one is paused.",
      "Record their public liability insurance expiry date first.",
      "LBP licence BP 1 expired on Thursday 1 January 2026.",
    ]);
  });

  it("warns of expiries coming up", () => {
    expect(expiringWithin({ insuranceExpiresOn: "2026-07-01", licences: [] }, today, "2026-07-15")).toEqual([
      "Insurance ends Wednesday 1 July 2026",
    ]);
    expect(expiringWithin({ insuranceExpiresOn: "2026-08-01", licences: [] }, today, "2026-07-15")).toEqual([]);
  });
});
