import { describe, expect, it } from "vitest";
import { publicHoliday } from "~/lib/business-days";
import { aucklandInstant, businessDayOf, formatTimeOfDay } from "~/lib/clock";
import { plannedFollowUps, quoteExpiresAt } from "./follow-ups";

const QUOTING = { followUpDays: [3, 7], expiryReminderDays: 3 };

describe("plannedFollowUps", () => {
  it("plans 3 and 7 days after sending and 3 days before expiry, in sending hours", () => {
    const sentAt = aucklandInstant("2026-03-02", "10:15");
    const planned = plannedFollowUps(sentAt, "2026-04-01", QUOTING);
    expect(planned.map((p) => [businessDayOf(p.runAt), formatTimeOfDay(p.runAt), p.reason])).toEqual([
      ["2026-03-05", "10:15 am", "3 days after sending"],
      ["2026-03-09", "10:15 am", "7 days after sending"],
      ["2026-03-29", "9 am", "3 days before it expires"],
    ]);
  });

  it("moves a follow-up due at night to 8 am, and one due on a public holiday to the next day that is not", () => {
    const late = plannedFollowUps(aucklandInstant("2026-03-02", "22:30"), "2026-04-30", { followUpDays: [3], expiryReminderDays: 0 });
    expect([businessDayOf(late[0].runAt), formatTimeOfDay(late[0].runAt)]).toEqual(["2026-03-06", "8 am"]);
    // Sent 22 December 2026: three days on is Christmas Day, then Boxing Day (observed Monday 28th).
    const [christmas] = plannedFollowUps(aucklandInstant("2026-12-22", "11:00"), "2027-01-31", {
      followUpDays: [3],
      expiryReminderDays: 0,
    });
    const day = businessDayOf(christmas.runAt);
    expect(publicHoliday(day)).toBeNull();
    expect(day > "2026-12-25").toBe(true);
    for (let d = new Date("2026-12-25T12:00:00Z"); businessDayOf(d) < day; d = new Date(d.getTime() + 86_400_000))
      expect(publicHoliday(businessDayOf(d)), businessDayOf(d)).not.toBeNull();
  });

  it("plans nothing at or after expiry, and no reminder when it is set to 0", () => {
    const sentAt = aucklandInstant("2026-03-02", "10:00");
    const planned = plannedFollowUps(sentAt, "2026-03-06", { followUpDays: [3, 7], expiryReminderDays: 0 });
    expect(planned.map((p) => p.reason)).toEqual(["3 days after sending"]);
    expect(planned.every((p) => p.runAt < quoteExpiresAt("2026-03-06"))).toBe(true);
    expect(plannedFollowUps(sentAt, "2026-03-03", QUOTING)).toEqual([]);
  });
});
