import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadsPerAucklandDay } from "~/features/dashboard/leads-per-day.server";
import { insertLead } from "~/features/leads/leads.server";
import { leadsTable } from "~/features/leads/tables";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The figures' leads per day (the dashboard's 30 days and the marketing chart) count each lead on
 * the Auckland day it came in, whatever the database's own zone: a lead at 11:30 pm UTC is the
 * next morning in Auckland.
 */
const database = useMigratedDatabase();
const details = (name: string) => ({
  service: "Plumbing",
  preferredDate: "2026-12-20",
  preferredTime: "10:00 AM",
  name,
  email: `${name.split(" ")[0].toLowerCase()}@example.co.nz`,
  phone: "021 555 0199",
  address: "3 Karaka Street",
  suburb: "Henderson",
  message: "Hot water cylinder leaking.",
});

async function leadAt(name: string, instant: string) {
  const db = database.handle.db;
  const lead = await db.transaction((tx) => insertLead(tx, details(name), { key: null, requestHash: "" }));
  await db
    .update(leadsTable)
    .set({ createdAt: new Date(instant) })
    .where(eq(leadsTable.id, lead!.id));
  return lead!.id;
}

describe("leads per Auckland day", () => {
  it("counts two leads on two days by Auckland's calendar, and only the leads asked for", async () => {
    // 10:00 UTC on 1 December is 11 pm in Auckland (NZDT, +13): still 1 December.
    const tama = await leadAt("Tama Ngata", "2026-12-01T10:00:00Z");
    // 11:30 UTC on 1 December is 00:30 on 2 December in Auckland.
    const aroha = await leadAt("Aroha Hill", "2026-12-01T11:30:00Z");
    const ben = await leadAt("Ben Walker", "2026-12-01T23:00:00Z");
    const counts = await leadsPerAucklandDay(database.handle.db, inArray(leadsTable.id, [tama, aroha, ben]));
    expect(Object.fromEntries(counts)).toEqual({ "2026-12-01": 1, "2026-12-02": 2 });
    const one = await leadsPerAucklandDay(database.handle.db, eq(leadsTable.id, tama));
    expect(Object.fromEntries(one)).toEqual({ "2026-12-01": 1 });
  });
});
