import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { visitsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { leadsTable } from "~/features/leads/tables";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import { declineQuote } from "~/features/quotes/respond.server";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, newLead, newTradie, STAFF } from "../helpers/jobs";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * Issue 45, item 2: the hub shows a customer's declined quotes and their past visits, not only
 * what is open. Two customers: each declined a quote; one has a visit done (signed off), the
 * other a visit whose time has gone by and one still to come. Each hub shows its own and no one else's.
 */
const PEOPLE = [
  { name: "Rangi Declined", email: "rangi.past@example.co.nz", phone: "021 555 0711", title: "Roof wash for Rangi" },
  { name: "Sofia Declined", email: "sofia.past@example.co.nz", phone: "021 555 0712", title: "Fence repair for Sofia" },
];

type Made = Array<{ hub: string; quote: string }>;
let s: PreparedServer<Made>;
beforeAll(async () => {
  s = await startPreparedServer(async (db) => {
    const made: Made = [];
    for (const [i, person] of PEOPLE.entries()) {
      const declinedOn = await newLead(db, person.email, person.name, person.phone);
      const { link, number } = await sentQuoteOn(db, declinedOn);
      await declineQuote(db, (await findQuoteByLink(db, link.split("/q/")[1]))!, { reason: "price", note: "" }, INVOICE_SETTINGS);
      // A second request from the same customer becomes the job.
      const jobLead = await newLead(db, person.email, person.name, person.phone);
      const { id: jobId } = await createJobFromLead(db, STAFF, jobLead, { title: person.title, scope: "" });
      if (i === 0) await finishJob(db, jobId, "tradie.rangi@example.co.nz", INVOICE_SETTINGS);
      else {
        const tradie = await newTradie(db, "Tane Past", "tane.past@example.co.nz");
        for (const days of [4, 5]) {
          const { id } = await addVisit(
            db,
            STAFF,
            { jobId },
            { day: addDays(todayInAuckland(), days), timing: "fixed", start: 9 * 60, end: 11 * 60, tradieIds: [tradie], instructions: "" },
            INVOICE_SETTINGS,
          );
          await answerOffer(db, { id: tradie, name: "Tane Past" }, id, { accept: true }, INVOICE_SETTINGS);
          // The first visit's time has gone by (a visit cannot be booked in the past, so it is moved there).
          if (days === 4) {
            const day = addDays(todayInAuckland(), -2);
            await db
              .update(visitsTable)
              .set({ day, startsAt: aucklandInstant(day, "09:00"), endsAt: aucklandInstant(day, "11:00") })
              .where(eq(visitsTable.id, id));
          }
        }
      }
      const [{ customerId }] = await db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, jobLead));
      made.push({ hub: new URL(await newCustomerPageLink(db, customerId!)).pathname, quote: number });
    }
    return made;
  });
});
afterAll(async () => {
  await s?.dispose();
});

const section = (html: ReturnType<typeof parse>, id: string) =>
  html
    .querySelector(`section[aria-labelledby="${id}"]`)!
    .querySelectorAll("li")
    .map((li) => li.text.replace(/\s+/g, " ").trim());

describe("the hub's declined quotes and past visits", () => {
  it("shows each customer their own declined quote and past visits, with where each stands, and nothing to come among them", async () => {
    const pages = await Promise.all(s.made.map(async ({ hub }) => parse(await (await fetch(`${s.server.url}${hub}`)).text())));
    for (const [i, html] of pages.entries()) {
      const other = s.made[1 - i];
      const quotes = section(html, "hub-quotes");
      expect(quotes).toEqual([expect.stringMatching(new RegExp(`^${s.made[i].quote} .*Declined`))]);
      expect(quotes.join(" ")).not.toContain(other.quote);
      // Not offered to accept any more.
      expect(html.querySelector("#hub-open-quotes")).toBeNull();
      const past = section(html, "hub-past-visits");
      expect(past.join(" ")).not.toContain(PEOPLE[1 - i].title);
      if (i === 0) expect(past).toEqual([expect.stringMatching(/^Visit Roof wash for Rangi.*Done/)]);
      else {
        expect(past).toEqual([expect.stringMatching(/^Visit Fence repair for Sofia.*Scheduled/)]);
        // The visit still to come is under "Visits coming up", not among the past ones.
        expect(html.querySelectorAll("[data-visit]")).toHaveLength(1);
      }
    }
  });
});
