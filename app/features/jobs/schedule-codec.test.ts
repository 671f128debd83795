import { describe, expect, it } from "vitest";
import { packVisits, unpackVisits, type ScheduledVisit } from "./schedule-codec";

const visit: ScheduledVisit = {
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
  warnings: ["Tuesday 1 December 2026 is a public holiday (Test)."],
};

describe("the schedule's packed visits", () => {
  it("unpack to what was packed, in half the text of plain JSON", () => {
    const visits = [visit, { ...visit, id: 8, jobId: 4, offered: false, movable: false, warnings: [] }];
    expect(unpackVisits(packVisits(visits))).toEqual(visits);
    expect(packVisits(visits).length).toBeLessThan(JSON.stringify(visits).length * 0.7);
  });
});
