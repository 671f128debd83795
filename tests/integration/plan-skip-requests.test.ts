import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extendPlan } from "~/features/plans/horizon.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { decideSkipRequest, requestSkip, skippableVisitsOfJob, waitingSkipRequests } from "~/features/plans/skip-requests.server";
import { planSkipRequestsTable } from "~/features/plans/tables";
import { waitingOnTheOffice } from "~/features/today/waiting.server";
import { isDomainError } from "~/lib/domain-error";
import { STAFF, newLead } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits, PLAN_SETTINGS } from "../helpers/plans";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A customer asks to skip one plan visit from their visit's link (issue 44, docs/decisions/0200):
 * the request waits for staff, who confirm it (that visit is skipped, the rule unchanged) or refuse it.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];
const TODAY = "2026-09-30";

async function refusal(work: Promise<unknown>) {
  const error = await work.catch((e: unknown) => e);
  return isDomainError(error) ? [error.status ?? 409, error.message] : error;
}

describe("skip requests", () => {
  it("waits for staff; confirming skips that one visit and keeps the rule, refusing keeps the visit", async () => {
    const mow = await newPriceItem(db(), "MOW-SK", "Lawn mow", 6500);
    const mere = await newLead(db(), "mere.skip@example.co.nz", "Mere Skip");
    const nik = await newLead(db(), "nik.skip@example.co.nz", "Nik Skip");
    const lawn = (await createPlan(db(), STAFF, planInput(mere, mow, { rules: weekly(1) }), PLAN_SETTINGS, TODAY)).id;
    const hedge = (await createPlan(db(), STAFF, planInput(nik, mow, { rules: weekly(4), title: "Hedges" }), PLAN_SETTINGS, TODAY)).id;
    const [first, second] = await planVisits(db(), lawn);
    const [hedgeFirst] = await planVisits(db(), hedge);

    expect(await skippableVisitsOfJob(db(), first.jobId!, TODAY)).toEqual([{ visitId: first.visitId, day: "2026-10-06", asked: false }]);
    await requestSkip(db(), first.jobId!, first.visitId, "Away on holiday", TODAY);
    // A second tap finds the first.
    await requestSkip(db(), first.jobId!, first.visitId, "Away", TODAY);
    await requestSkip(db(), second.jobId!, second.visitId, "", TODAY);
    expect(await skippableVisitsOfJob(db(), first.jobId!, TODAY)).toEqual([{ visitId: first.visitId, day: "2026-10-06", asked: true }]);
    const waiting = await waitingSkipRequests(db(), lawn);
    expect(waiting.map((w) => [w.occursOn, w.reason])).toEqual([
      ["2026-10-06", "Away on holiday"],
      ["2026-10-13", ""],
    ]);
    expect(await waitingSkipRequests(db(), hedge)).toEqual([]);
    // Another job's visit, or the other plan's request: refused.
    expect(await refusal(requestSkip(db(), first.jobId!, hedgeFirst.visitId, "", TODAY))).toEqual([
      404,
      "This booking has no such regular visit.",
    ]);
    expect(await refusal(decideSkipRequest(db(), STAFF, hedge, waiting[0].id, "confirmed", PLAN_SETTINGS))).toEqual([
      404,
      "There is no such request to skip a visit.",
    ]);

    // Confirmed: that visit is cancelled, its date stays taken, the next ones stay booked.
    await decideSkipRequest(db(), STAFF, lawn, waiting[0].id, "confirmed", PLAN_SETTINGS);
    await decideSkipRequest(db(), STAFF, lawn, waiting[1].id, "refused", PLAN_SETTINGS);
    expect(await refusal(decideSkipRequest(db(), STAFF, lawn, waiting[1].id, "confirmed", PLAN_SETTINGS))).toEqual([
      409,
      "This request was already refused.",
    ]);
    await extendPlan(db(), lawn, PLAN_SETTINGS, TODAY);
    const after = await planVisits(db(), lawn);
    expect(after.slice(0, 3).map((v) => [v.day, v.status])).toEqual([
      ["2026-10-06", "cancelled"],
      ["2026-10-13", "scheduled"],
      ["2026-10-20", "scheduled"],
    ]);
    const decided = await db().select().from(planSkipRequestsTable).where(eq(planSkipRequestsTable.planId, lawn));
    expect(decided.map((d) => [d.occursOn, d.status, d.decidedByName]).sort()).toEqual([
      ["2026-10-06", "confirmed", STAFF.name],
      ["2026-10-13", "refused", STAFF.name],
    ]);
    // A skipped visit can no longer be asked about.
    expect(await skippableVisitsOfJob(db(), first.jobId!, TODAY)).toEqual([]);
    expect(await refusal(requestSkip(db(), first.jobId!, first.visitId, "", TODAY))).toEqual([
      409,
      "This visit can no longer be skipped here: please call us.",
    ]);
    expect((await planVisits(db(), hedge))[0].status).toBe("scheduled");
  });

  it("shows the requests waiting on the office's Today, each with its customer and a link to its plan", async () => {
    const mow = await newPriceItem(db(), "MOW-TD", "Lawn mow", 6500);
    const ora = await newLead(db(), "ora.today@example.co.nz", "Ora Today");
    const pita = await newLead(db(), "pita.today@example.co.nz", "Pita Today");
    const lawn = (await createPlan(db(), STAFF, planInput(ora, mow, { rules: weekly(1), title: "Ora's lawns" }), PLAN_SETTINGS, TODAY)).id;
    const hedge = (await createPlan(db(), STAFF, planInput(pita, mow, { rules: weekly(4), title: "Pita's hedges" }), PLAN_SETTINGS, TODAY))
      .id;
    const [, oraSecond] = await planVisits(db(), lawn);
    const [pitaFirst] = await planVisits(db(), hedge);
    await requestSkip(db(), oraSecond.jobId!, oraSecond.visitId, "Away", TODAY);
    await requestSkip(db(), pitaFirst.jobId!, pitaFirst.visitId, "", TODAY);

    const mine = async () =>
      (await waitingOnTheOffice(db(), new Date("2026-09-30T01:00:00Z"), TODAY, 7)).skips
        .filter((s) => [lawn, hedge].includes(s.planId))
        .map((s) => [s.customer, s.plan, s.day, s.planId]);
    // The soonest visit first: Pita's Thursday, then Ora's second Monday.
    expect(await mine()).toEqual([
      ["Pita Today", "Pita's hedges", pitaFirst.day, hedge],
      ["Ora Today", "Ora's lawns", oraSecond.day, lawn],
    ]);
    // Once decided, a request leaves the list; the other stays.
    const [oraRequest] = await waitingSkipRequests(db(), lawn);
    await decideSkipRequest(db(), STAFF, lawn, oraRequest.id, "refused", PLAN_SETTINGS);
    expect(await mine()).toEqual([["Pita Today", "Pita's hedges", pitaFirst.day, hedge]]);
  });
});
