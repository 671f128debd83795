import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPhotoResponse } from "~/features/hub/photos.server";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { whatWeHold } from "~/features/hub/records.server";
import { hubView } from "~/features/hub/view.server";
import { addVisitPhoto } from "~/features/jobs/crew-work.server";
import { jobPhotosForCustomer } from "~/features/jobs/customer-photos.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { addVisit } from "~/features/jobs/visits.server";
import { leadsTable } from "~/features/leads/tables";
import { createPlan } from "~/features/plans/plan-changes.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import { JOB_SETTINGS, STAFF, newLead, newTradie } from "../helpers/jobs";
import { PLAN_SETTINGS, newPriceItem, planInput } from "../helpers/plans";
import { photoVariants } from "../helpers/photos";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The hub's plans and job photos (issue 45, item 2; docs/decisions/0197), two customers each with
 * a plan and a photographed job: each sees their own, and a photo is served through a hub link
 * only to the customer whose visit it was taken on.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

const photo = (colour: string) => photoVariants(colour);

/** A customer with a plan and a job whose visit has one photo; answers their customer id and hub token. */
async function customer(email: string, phone: string, plan: string, colour: string) {
  const leadId = await newLead(db(), email, `${plan} Customer`, phone);
  const [{ customerId }] = await db().select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  const item = await newPriceItem(db(), `P-${phone.slice(-4)}`, plan, 6_500);
  await createPlan(db(), STAFF, planInput(leadId, item, { title: plan }), PLAN_SETTINGS, "2026-09-30");
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: `${plan} job`, scope: "" });
  const tradie = { id: await newTradie(db(), `Tradie ${phone}`, `tradie-${phone.slice(-4)}@example.co.nz`), name: "Tradie" };
  const { id: visitId } = await addVisit(
    db(),
    STAFF,
    { jobId },
    { day: addDays(todayInAuckland(), 1), timing: "fixed", start: 9 * 60, end: 11 * 60, tradieIds: [tradie.id], instructions: "" },
    JOB_SETTINGS,
  );
  await answerOffer(db(), tradie, visitId, { accept: true }, JOB_SETTINGS);
  await addVisitPhoto(db(), tradie, visitId, "before", await photo(colour));
  const link = await db().transaction((tx) => newCustomerPageLink(tx, customerId!));
  return { customerId: customerId!, token: link.split("/c/")[1] };
}

const statusOf = async (answer: Promise<Response>) => {
  try {
    return (await answer).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
};

describe("the hub's plans and job photos", () => {
  it("shows each customer their own plans and photos, and serves a photo only through its own customer's link", async () => {
    const aroha = await customer("aroha.photos@example.co.nz", "021 555 0501", "Lawn mowing", "#806040");
    const ben = await customer("ben.photos@example.co.nz", "021 555 0502", "Gutter care", "#40a0c0");

    const [arohaView, benView] = [(await hubView(db(), aroha.customerId))!, (await hubView(db(), ben.customerId))!];
    expect(arohaView.records.plans.map((p) => p.label)).toEqual(["Lawn mowing"]);
    expect(benView.records.plans.map((p) => p.label)).toEqual(["Gutter care"]);
    expect(arohaView.records.plans[0]).toMatchObject({ status: "Active", amountCents: 6_500 });
    expect(arohaView.records.plans[0].about).toMatch(/every 2 weeks/i);

    const [arohaPhotos, benPhotos] = [await jobPhotosForCustomer(db(), aroha.customerId), await jobPhotosForCustomer(db(), ben.customerId)];
    expect(arohaPhotos).toHaveLength(1);
    expect(benPhotos).toHaveLength(1);
    expect(arohaPhotos[0].caption).toMatch(/^Before: Lawn mowing job, /);
    expect(arohaPhotos[0].photoId).not.toBe(benPhotos[0].photoId);

    const served = await hubPhotoResponse(db(), aroha.token, arohaPhotos[0].photoId, "256.webp", "203.0.113.1");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // Ben's photo through Aroha's link, a made-up photo, a size never made, a wrong token: the same 404.
    for (const [token, photoId, file] of [
      [aroha.token, benPhotos[0].photoId, "256.webp"],
      [aroha.token, "00000000-0000-4000-8000-000000000000", "256.webp"],
      [aroha.token, arohaPhotos[0].photoId, "300.webp"],
      [aroha.token, arohaPhotos[0].photoId, "256.gif"],
      [aroha.token, "not-a-uuid", "256.webp"],
      // Another last letter: "A" itself when the token ends in "A" would be the same token (1 run in 64).
      [`${aroha.token.slice(0, -1)}${aroha.token.endsWith("A") ? "B" : "A"}`, arohaPhotos[0].photoId, "256.webp"],
    ])
      expect(await statusOf(hubPhotoResponse(db(), token, photoId, file, "203.0.113.1")), `${photoId} ${file}`).toBe(404);

    const held = (await whatWeHold(db(), aroha.customerId))!;
    expect(held.plans.map((p) => p.label)).toEqual(["Lawn mowing"]);
    expect(held.jobPhotos.map((p) => p.photo)).toEqual([arohaPhotos[0].photoId]);
  });
});
