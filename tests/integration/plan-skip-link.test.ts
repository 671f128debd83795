import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "~/features/access-links/tokens.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { STAFF, newLead } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits, PLAN_SETTINGS } from "../helpers/plans";
import { startLeadsServer, type LeadsServer } from "./leads-fixtures";

/*
 * A skip asked through a real visit link (issue 44, docs/decisions/0200), over HTTP: two customers
 * each hold the link of their plan's next visit. One asks to skip; the other's visit through the
 * first's link is a 404; the request shows on the office's Today and the plan page; staff confirm
 * it there, and that one visit is skipped while the rule and every other visit stay as they were.
 */
type Customer = { planId: number; visits: { visitId: number; link: string }[] };
const customers: Customer[] = [];
let s: LeadsServer;

const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];

beforeAll(async () => {
  s = await startLeadsServer([], async (db) => {
    const today = todayInAuckland();
    const mow = await newPriceItem(db, "MOW-LINK", "Lawn mow", 6500);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    for (const [email, name, phone, weekday, title] of [
      ["rawiri.link@example.co.nz", "Rawiri Link", "021 555 0461", 1, "Rawiri's lawns"],
      ["sina.link@example.co.nz", "Sina Link", "021 555 0462", 3, "Sina's lawns"],
    ] as const) {
      const leadId = await newLead(db, email, name, phone);
      const input = planInput(leadId, mow, { rules: weekly(weekday), title, startsOn: addDays(today, 1) });
      const { id: planId } = await createPlan(db, STAFF, input, PLAN_SETTINGS, today);
      const visits = [];
      for (const visit of (await planVisits(db, planId)).slice(0, 2))
        visits.push({
          visitId: visit.visitId,
          link: `/j/${await issueAccessToken(db, { purpose: "job", subjectId: visit.jobId!, expiresAt })}`,
        });
      customers.push({ planId, visits });
    }
  });
}, 120_000);
afterAll(() => s?.dispose());

const page = async (path: string) => {
  const res = await get(`${s.server.url}${path}`, path.startsWith("/admin") ? s.cookie : "");
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The visit ids a visit link offers to skip. */
const offered = async (link: string) =>
  parse(await page(link))
    .querySelectorAll("form input[name=intent][value=skip-request]")
    .map((input) => Number(input.parentNode?.querySelector("input[name=visitId]")?.getAttribute("value")));
const ask = (link: string, visitId: number, reason = "Away that week") =>
  postForm(s.server.url, link, { intent: "skip-request", visitId: String(visitId), reason });

describe("a skip asked through the visit link", () => {
  it("is the asker's own visit only, waits on Today and the plan page, and confirmed skips that one visit", async () => {
    const [rawiri, sina] = customers;
    expect(await offered(rawiri.visits[0].link)).toEqual([rawiri.visits[0].visitId]);
    expect(await offered(sina.visits[0].link)).toEqual([sina.visits[0].visitId]);

    // Sina's visit through Rawiri's link: the same 404 as no such visit, and nothing stored.
    expect((await ask(rawiri.visits[0].link, sina.visits[0].visitId)).status).toBe(404);
    expect((await ask(rawiri.visits[0].link, rawiri.visits[1].visitId)).status).toBe(404);
    // Rawiri asks, twice (a double tap): one request.
    expect((await ask(rawiri.visits[0].link, rawiri.visits[0].visitId)).status).toBe(200);
    expect((await ask(rawiri.visits[0].link, rawiri.visits[0].visitId)).status).toBe(200);
    expect(await page(rawiri.visits[0].link)).toContain("You asked to skip the visit on");
    expect(await offered(sina.visits[0].link)).toEqual([sina.visits[0].visitId]);

    // The office sees it on Today, linked to Rawiri's plan, and on that plan's page only.
    const today = parse(await page("/admin/dashboard"));
    const waiting = today.querySelector("#waiting-skips")?.parentNode;
    expect(waiting?.text).toContain("Rawiri Link asks to skip");
    expect(waiting?.text).not.toContain("Sina Link");
    expect(waiting?.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([`/admin/plans/${rawiri.planId}`]);
    const plan = parse(await page(`/admin/plans/${rawiri.planId}`));
    const requestIds = plan.querySelectorAll("input[name=requestId]").map((i) => i.getAttribute("value"));
    expect(new Set(requestIds).size).toBe(1);
    expect(await page(`/admin/plans/${sina.planId}`)).not.toContain("Confirm the skip");
    const ruleBefore = plan.text.match(/Every week on \w+/)?.[0];
    expect(ruleBefore).toBeTruthy();

    // Staff confirm: that visit is skipped; the next visit, the rule and Sina's plan stay as they were.
    const confirmed = await postForm(
      s.server.url,
      `/admin/plans/${rawiri.planId}`,
      { intent: "skip-request", requestId: requestIds[0]!, decision: "confirmed" },
      s.cookie,
    );
    expect(confirmed.status).toBeLessThan(400);
    expect(await offered(rawiri.visits[0].link)).toEqual([]);
    expect(await offered(rawiri.visits[1].link)).toEqual([rawiri.visits[1].visitId]);
    expect(await offered(sina.visits[0].link)).toEqual([sina.visits[0].visitId]);
    const after = await page(`/admin/plans/${rawiri.planId}`);
    expect(after).toContain(ruleBefore);
    expect(after).not.toContain("Confirm the skip");
    expect(parse(await page("/admin/dashboard")).querySelector("#waiting-skips")).toBeNull();
  });
});
