import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobCosting, marginFigures } from "~/features/job-costing/costing.server";
import { addMaterial } from "~/features/job-costing/materials.server";
import { setCostRate } from "~/features/job-costing/rates.server";
import { jobMaterialsTable, tradieCostRatesTable } from "~/features/job-costing/tables";
import { completeVisit, progressVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { insertLead } from "~/features/leads/leads.server";
import { priceListItemsTable } from "~/features/pricing/tables";
import { endPause, startPause } from "~/features/timesheets/pauses.server";
import { aucklandInstant, aucklandMonthOf, type IsoDay } from "~/lib/clock";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { photoVariants } from "../helpers/photos";
import { JOB_SETTINGS, newTradie, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * What a job earned (issue 46, item 5; docs/decisions/0216) with two of everything: two tradies
 * at different cost rates, three jobs in two services and two Auckland months (one job with both
 * tradies on a visit started at 11:30 pm on 30 September that runs into October), materials from
 * the price list and as free text. Every figure is checked against cents written out by hand here
 * and against SQL over the stored rows, not against the module's own sums.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const STAFF_ACTOR = { ...STAFF };
const ids = { tama: 0, ana: 0, gutters: 0, washing: 0, secondGutters: 0, bracket: 0 };
const tama = () => ({ id: ids.tama, name: "Tama Tradie" });
const ana = () => ({ id: ids.ana, name: "Ana Tradie" });

async function jobFor(service: string, email: string, valueCents: number) {
  const lead = await db().transaction((tx) =>
    insertLead(
      tx,
      {
        service,
        preferredDate: "2026-12-10",
        preferredTime: "10:00 AM",
        name: `Customer ${email}`,
        email,
        phone: "021 555 0188",
        address: "7 Kauri Road",
        suburb: "Albany",
        message: "Please quote.",
      },
      { key: null, requestHash: "" },
    ),
  );
  const job = await createJobFromLead(db(), STAFF_ACTOR, lead!.id, { title: `${service} for ${email}`, scope: "" });
  // The accepted quote's total, GST inclusive, as accepting a quote would set it.
  await db().update(serviceJobsTable).set({ valueCents }).where(eq(serviceJobsTable.id, job.id));
  return job.id;
}

/** A visit on a past day, accepted by each tradie. */
async function visitOn(jobId: number, day: IsoDay, tradies: { id: number; name: string }[], from = 20 * 60) {
  const { id } = await addVisit(
    db(),
    STAFF_ACTOR,
    { jobId },
    { day, timing: "fixed", start: from, end: from + 60, tradieIds: tradies.map((t) => t.id), instructions: "" },
    JOB_SETTINGS,
    day,
  );
  for (const tradie of tradies) await answerOffer(db(), tradie, id, { accept: true }, JOB_SETTINGS, aucklandInstant(day, "08:00"));
  return id;
}

const start = (tradie: { id: number; name: string }, visitId: number, at: Date, day: IsoDay) =>
  progressVisit(db(), tradie, visitId, "started", JOB_SETTINGS, { today: day, at });
const finish = (tradie: { id: number; name: string }, visitId: number, at: Date, day: IsoDay) =>
  completeVisit(db(), tradie, visitId, { name: null }, JOB_SETTINGS, { today: day, at });

beforeAll(async () => {
  ids.tama = await newTradie(db(), "Tama Tradie");
  ids.ana = await newTradie(db(), "Ana Tradie");
  await setCostRate(db(), STAFF_ACTOR, ids.tama, 4_500); // $45.00 an hour
  await setCostRate(db(), STAFF_ACTOR, ids.ana, 3_850); // $38.50 an hour
  const [item] = await db()
    .insert(priceListItemsTable)
    .values({ code: "DP-BRACKET", name: "Downpipe bracket", unit: "each", unitPriceCents: 2_000 })
    .returning({ id: priceListItemsTable.id });
  ids.bracket = item.id;

  // Gutters: $1,150.00 with GST, so $1,000.00 ex GST. Both tradies, from 11:30 pm on 30 September.
  ids.gutters = await jobFor("Gutter Cleaning", "gutters@example.co.nz", 115_000);
  const lastDay = "2026-09-30";
  // (The visit taps clock one tradie per visit: the first "started" and the "done"; so each has a visit of their own.)
  const night = await visitOn(ids.gutters, lastDay, [tama()]);
  const helper = await visitOn(ids.gutters, lastDay, [ana()], 22 * 60);
  await start(tama(), night, aucklandInstant(lastDay, "23:30"), lastDay);
  await start(ana(), helper, aucklandInstant(lastDay, "23:30"), lastDay);
  await finish(ana(), helper, aucklandInstant("2026-10-01", "01:05"), "2026-10-01"); // 95 minutes
  await finish(tama(), night, aucklandInstant("2026-10-01", "01:30"), "2026-10-01"); // 120 minutes
  await addMaterial(
    db(),
    { kind: "tradie", ...tama(), visitId: night },
    null,
    { item: ids.bracket, description: "", quantity: 4, unitCost: 1_250 },
    await photoVariants("#c33"),
  );
  await addMaterial(
    db(),
    { kind: "staff", name: STAFF.name },
    ids.gutters,
    { item: null, description: "Sealant", quantity: 2.5, unitCost: 899 },
    null,
  );

  // House washing: $460.00 with GST, so $400.00 ex GST. Ana, 09:00–12:00 on 15 October with a 20-minute break.
  ids.washing = await jobFor("House Washing", "washing@example.co.nz", 46_000);
  const mid = "2026-10-15";
  const wash = await visitOn(ids.washing, mid, [ana()]);
  await start(ana(), wash, aucklandInstant(mid, "09:00"), mid);
  await startPause(db(), ids.ana, wash, "break", aucklandInstant(mid, "10:00"));
  await endPause(db(), ids.ana, wash, aucklandInstant(mid, "10:20"));
  await finish(ana(), wash, aucklandInstant(mid, "12:00"), mid); // 160 minutes
  await addMaterial(
    db(),
    { kind: "staff", name: STAFF.name },
    ids.washing,
    { item: null, description: "Wash concentrate", quantity: 1, unitCost: 3_500 },
    null,
  );

  // More gutters: $230.00 with GST, so $200.00 ex GST. Tama, an hour on 1 October, no materials.
  ids.secondGutters = await jobFor("Gutter Cleaning", "more-gutters@example.co.nz", 23_000);
  const first = "2026-10-01";
  const morning = await visitOn(ids.secondGutters, first, [tama()]);
  await start(tama(), morning, aucklandInstant(first, "08:00"), first);
  await finish(tama(), morning, aucklandInstant(first, "09:00"), first); // 60 minutes
});

/** Each job's labour by SQL: each tradie's minutes (span less pauses) at their rate, rounded to the cent; and its materials. */
async function costsBySql() {
  const rows = rowsOf<{ job_id: number; labour: number; materials: number }>(
    await db().execute(sql`
      with worked as (
        select v.job_id, w.tradie_id,
          sum((extract(epoch from w.ended_at - w.started_at)
            - coalesce((select sum(extract(epoch from p.ended_at - p.started_at)) from time_entries p
                        where p.kind = 'pause' and p.visit_id = w.visit_id and p.tradie_id = w.tradie_id), 0)) / 60) as minutes
        from time_entries w join visits v on v.id = w.visit_id
        where w.kind = 'work' group by v.job_id, w.tradie_id
      ), labour as (
        select worked.job_id, sum(round(worked.minutes * r.cents_per_hour / 60.0)) as cents
        from worked join tradie_cost_rates r on r.tradie_id = worked.tradie_id group by worked.job_id
      )
      select j.id as job_id, coalesce((select cents from labour where labour.job_id = j.id), 0)::int as labour,
        coalesce((select sum(amount_cents) from job_materials m where m.job_id = j.id), 0)::int as materials
      from service_jobs j`),
  );
  return new Map(rows.map((r) => [Number(r.job_id), { labour: Number(r.labour), materials: Number(r.materials) }]));
}

describe("what a job earned", () => {
  it("costs the job both tradies worked at their own rates, with price-list and free-text materials", async () => {
    const costing = await jobCosting(db(), ids.gutters);
    // Tama 120 min × $45.00 = $90.00; Ana 95 min × $38.50 = $60.9583… → $60.96.
    expect(costing?.labour.map((l) => [l.name, l.minutes, l.centsPerHour, l.costCents])).toEqual([
      ["Ana Tradie", 95, 3_850, 6_096],
      ["Tama Tradie", 120, 4_500, 9_000],
    ]);
    // 4 × $12.50 = $50.00 (price list, with its name); 2.5 × $8.99 = $22.475 → $22.48.
    expect(costing?.materials.map((m) => [m.description, m.quantity, m.amountCents, m.receiptPhotoId !== null])).toEqual([
      ["Downpipe bracket", 4, 5_000, true],
      ["Sealant", 2.5, 2_248, false],
    ]);
    expect(costing).toMatchObject({
      priceCents: 100_000,
      labourCents: 15_096,
      materialsCents: 7_248,
      marginCents: 100_000 - 15_096 - 7_248,
      marginPercent: 77.7,
      missingRates: [],
    });
    const washing = await jobCosting(db(), ids.washing);
    // Ana 160 min × $38.50 = $102.6666… → $102.67; materials $35.00; price $400.00.
    expect(washing).toMatchObject({
      priceCents: 40_000,
      labourCents: 10_267,
      materialsCents: 3_500,
      marginCents: 26_233,
      marginPercent: 65.6,
    });
    const bySql = await costsBySql();
    expect(bySql.get(ids.gutters)).toEqual({ labour: 15_096, materials: 7_248 });
    expect(bySql.get(ids.washing)).toEqual({ labour: 10_267, materials: 3_500 });
    expect(bySql.get(ids.secondGutters)).toEqual({ labour: 4_500, materials: 0 });
  });

  it("shows margin by service and by Auckland month, the 11:30 pm start in its own month", async () => {
    // The night visit ends on 1 October; it started on 30 September in Auckland.
    expect(aucklandInstant("2026-10-01", "01:30").toISOString().slice(0, 10)).toBe("2026-09-30");
    const figures = await marginFigures(db());
    expect(figures.byService).toEqual([
      // $1,000 + $200 against $150.96 + $72.48 + $45.00.
      { key: "Gutter Cleaning", jobs: 2, priceCents: 120_000, costCents: 26_844, marginCents: 93_156, marginPercent: 77.6 },
      { key: "House Washing", jobs: 1, priceCents: 40_000, costCents: 13_767, marginCents: 26_233, marginPercent: 65.6 },
    ]);
    expect(figures.byMonth).toEqual([
      { key: "2026-10", jobs: 2, priceCents: 60_000, costCents: 18_267, marginCents: 41_733, marginPercent: 69.6 },
      { key: "2026-09", jobs: 1, priceCents: 100_000, costCents: 22_344, marginCents: 77_656, marginPercent: 77.7 },
    ]);
  });

  it("counts a tradie without a cost rate as nothing, by name, and a new rate re-costs the job", async () => {
    await db().delete(tradieCostRatesTable).where(eq(tradieCostRatesTable.tradieId, ids.ana));
    const without = await jobCosting(db(), ids.gutters);
    expect(without).toMatchObject({ labourCents: 9_000, missingRates: ["Ana Tradie"] });
    await setCostRate(db(), STAFF_ACTOR, ids.ana, 4_000);
    // 95 min × $40.00 = $63.333… → $63.33.
    expect(await jobCosting(db(), ids.gutters)).toMatchObject({ labourCents: 9_000 + 6_333, missingRates: [] });
  });

  it("refuses a tradie's material on a visit that is not theirs, an inactive item, and a line past the limit, storing nothing", async () => {
    const before = await db().select().from(jobMaterialsTable);
    const other = await newTradie(db(), "Other Tradie");
    const washVisit = rowsOf<{ id: number }>(await db().execute(sql`select id from visits where job_id = ${ids.washing}`))[0].id;
    await expect(
      addMaterial(
        db(),
        { kind: "tradie", id: other, name: "Other Tradie", visitId: Number(washVisit) },
        null,
        {
          item: null,
          description: "Paint",
          quantity: 1,
          unitCost: 100,
        },
        null,
      ),
    ).rejects.toThrow(/no such visit/);
    await db().update(priceListItemsTable).set({ active: false }).where(eq(priceListItemsTable.id, ids.bracket));
    await expect(
      addMaterial(
        db(),
        { kind: "staff", name: STAFF.name },
        ids.washing,
        { item: ids.bracket, description: "", quantity: 1, unitCost: 100 },
        null,
      ),
    ).rejects.toThrow(/price list/);
    await expect(
      addMaterial(
        db(),
        { kind: "staff", name: STAFF.name },
        ids.washing,
        { item: null, description: "Gold", quantity: 100_000, unitCost: 10_000_000 },
        null,
      ),
    ).rejects.toThrow(/more than one line/);
    await expect(
      addMaterial(
        db(),
        { kind: "staff", name: STAFF.name },
        999_999,
        { item: null, description: "Nothing", quantity: 1, unitCost: 1 },
        null,
      ),
    ).rejects.toThrow(/no job/);
    expect(await db().select().from(jobMaterialsTable)).toEqual(before);
  });

  it("counts a job with materials and no time yet by its first material's month, and leaves out a job with neither", async () => {
    // $115.00 with GST, so $100.00 ex GST, against $20.00 of materials entered today.
    const windows = await jobFor("Window Cleaning", "windows@example.co.nz", 11_500);
    await jobFor("Lawn Mowing", "lawns@example.co.nz", 9_000);
    await addMaterial(
      db(),
      { kind: "staff", name: STAFF.name },
      windows,
      { item: null, description: "Squeegee blades", quantity: 1, unitCost: 2_000 },
      null,
    );
    const figures = await marginFigures(db());
    expect(figures.byService.map((row) => row.key)).toEqual(["Gutter Cleaning", "House Washing", "Window Cleaning"]);
    expect(figures.byService.find((row) => row.key === "Window Cleaning")).toEqual({
      key: "Window Cleaning",
      jobs: 1,
      priceCents: 10_000,
      costCents: 2_000,
      marginCents: 8_000,
      marginPercent: 80,
    });
    expect(figures.byMonth.find((row) => row.key === aucklandMonthOf(new Date()))?.jobs).toBe(1);
  });
});
