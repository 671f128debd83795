import { describe, expect, it } from "vitest";
import { packVisits, unpackVisits, type VisitToPack } from "./schedule-codec";

const siteVisit: VisitToPack = {
  id: 7,
  jobId: null,
  leadId: 12,
  label: "Site visit, lead #12",
  title: "Gutter Cleaning",
  customer: "Aroha Ngata",
  suburb: "Albany",
  status: "scheduled",
  time: { day: "2026-12-01", timing: "window", startMinute: 480, endMinute: 600 },
  tradieIds: [3, 5],
  offered: true,
  movable: true,
  clashes: [{ tradieId: 3, visitId: 8 }],
  otherWarnings: ["Tuesday 1 December 2026 is a public holiday (Test)."],
};
const jobVisit: VisitToPack = {
  ...siteVisit,
  id: 8,
  jobId: 4,
  label: "J-000045",
  time: { day: "2026-12-01", timing: "fixed", startMinute: 540, endMinute: 660 },
  tradieIds: [3],
  offered: false,
  movable: false,
  clashes: [{ tradieId: 3, visitId: 7 }],
  otherWarnings: [],
};
const tradies = [
  { id: 3, name: "Sam Patel" },
  { id: 5, name: "Mere Tane" },
];

describe("the schedule's packed visits", () => {
  it("unpack to what was packed, each clash worded from the other visit, before the other warnings", () => {
    const [first, second] = unpackVisits(packVisits([siteVisit, jobVisit]), tradies);
    const { clashes: _c, otherWarnings: _o, ...shown } = siteVisit;
    expect(first).toEqual({
      ...shown,
      warnings: ["Sam Patel is also booked 9–11 am that day (J-000045).", "Tuesday 1 December 2026 is a public holiday (Test)."],
    });
    expect(second.warnings).toEqual(["Sam Patel is also booked 8–10 am that day (a site visit for lead #12)."]);
    expect(second).toMatchObject({ id: 8, jobId: 4, offered: false, movable: false, tradieIds: [3] });
  });

  it("take well under half the text of the visits as plain JSON", () => {
    const visits = [siteVisit, jobVisit];
    const worded = unpackVisits(packVisits(visits), tradies);
    expect(packVisits(visits).length).toBeLessThan(JSON.stringify(worded).length * 0.6);
  });
});
