import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { insertLead } from "~/features/leads/leads.server";
import type { LeadSource } from "~/features/leads/sources";
import type { LeadStatus } from "~/features/leads/statuses";
import { leadsTable } from "~/features/leads/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Attribution, Touch } from "~/lib/attribution";

/*
 * Demo requests for a fresh install (SEED_DEMO_LEADS): enough to show every part of the leads
 * workspace: customers with more than one request, a repeat flagged as a possible duplicate,
 * a phone enquiry, statuses along the pipeline, and campaigns in the figures. Made-up people;
 * 555 numbers and example.co.nz addresses reach no one.
 */
interface DemoLead {
  name: string;
  email: string;
  phone: string;
  address: string;
  suburb: string;
  service: string;
  message: string;
  daysAgo: number;
  status: LeadStatus;
  source?: LeadSource;
  from?: { source?: string; medium?: string; campaign?: string; referrer?: string; landingPage: string; device: Touch["device"] };
}

const DEMO: DemoLead[] = [
  {
    name: "Aroha Ngata",
    email: "aroha.ngata@example.co.nz",
    phone: "021 555 0142",
    address: "27 Ponsonby Road",
    suburb: "Ponsonby",
    service: "Plumbing",
    message: "Two taps drip and the shower mixer is stiff.",
    daysAgo: 24,
    status: "won",
    from: { source: "google", medium: "cpc", campaign: "spring", landingPage: "/plumbing", device: "phone" },
  },
  {
    name: "Ben Walker",
    email: "ben.walker@example.co.nz",
    phone: "09 555 0188",
    address: "4 Rata Street",
    suburb: "Henderson",
    service: "Painting",
    message: "Repaint the weatherboards on the north side before summer.",
    daysAgo: 20,
    status: "quote_sent",
    from: { source: "facebook", medium: "paid-social", campaign: "summer-exteriors", landingPage: "/painting", device: "phone" },
  },
  {
    name: "Chloe Liu",
    email: "chloe.liu@example.co.nz",
    phone: "022 555 0107",
    address: "88 Lake Road",
    suburb: "Takapuna",
    service: "Gutter Cleaning",
    message: "Gutters overflow at the back of the house when it rains hard.",
    daysAgo: 15,
    status: "contacted",
    from: { referrer: "www.nzherald.co.nz", landingPage: "/gutter-cleaning", device: "desktop" },
  },
  {
    name: "Hemi Parata",
    email: "hemi.parata@example.co.nz",
    phone: "027 555 0163",
    address: "12 Great South Road",
    suburb: "Papakura",
    service: "Electrical",
    message: "Outdoor power point for the new deck, and two lights.",
    daysAgo: 9,
    status: "visit_booked",
    source: "phone",
  },
  {
    name: "Isla Brown",
    email: "isla.brown@example.co.nz",
    phone: "021 555 0121",
    address: "6 Ti Rakau Drive",
    suburb: "Botany",
    service: "Lawn Care",
    message: "Fortnightly lawns over summer, front and back.",
    daysAgo: 6,
    status: "new",
    from: { source: "google", medium: "cpc", campaign: "spring", landingPage: "/lawn-care-auckland", device: "desktop" },
  },
  {
    name: "Aroha Ngata",
    email: "aroha@work.example.co.nz",
    phone: "+64 21 555 0142",
    address: "27 Ponsonby Road",
    suburb: "Ponsonby",
    service: "Plumbing",
    message: "Following up my earlier request: the kitchen tap now leaks too.",
    daysAgo: 3,
    status: "new",
    from: { source: "google", medium: "cpc", campaign: "spring", landingPage: "/", device: "phone" },
  },
  {
    name: "Ben Walker",
    email: "ben.walker@example.co.nz",
    phone: "09 555 0188",
    address: "4 Rata Street",
    suburb: "Henderson",
    service: "Gutter Cleaning",
    message: "While you are here for the painting, can you clear the gutters?",
    daysAgo: 1,
    status: "new",
  },
];

function touch(lead: DemoLead, at: Date): Attribution | null {
  if (!lead.from) return null;
  const visit: Touch = {
    source: lead.from.source ?? "",
    medium: lead.from.medium ?? "",
    campaign: lead.from.campaign ?? "",
    term: "",
    content: "",
    gclid: lead.from.medium === "cpc" && lead.from.source === "google",
    fbclid: lead.from.source === "facebook",
    referrer: lead.from.referrer ?? "",
    landingPage: lead.from.landingPage,
    device: lead.from.device,
    at: at.toISOString(),
  };
  return { first: visit, last: visit };
}

/** Stores the demo requests, oldest first, filed under their customers as a real request would be. */
export async function seedDemoLeads(tx: Transaction, now = new Date()) {
  const today = todayInAuckland(now);
  for (const lead of DEMO) {
    const at = new Date(now.getTime() - lead.daysAgo * 86_400_000);
    const { daysAgo, status, source = "quote-form", from: _from, ...details } = lead;
    const stored = await insertLead(
      tx,
      { ...details, preferredDate: addDays(today, 14 - (daysAgo % 7)), preferredTime: "10:00 AM" },
      { key: null, requestHash: "" },
      source,
      touch(lead, at),
    );
    if (!stored) continue;
    await tx
      .update(leadsTable)
      .set({
        status,
        createdAt: at,
        updatedAt: at,
        statusChangedAt: status === "new" ? null : at,
        firstRespondedAt: status === "new" ? null : sql`${at.toISOString()}::timestamptz + interval '3 hours'`,
        contactAttempts: status === "new" ? 0 : 1,
        wonValueCents: status === "won" ? 48_000 : null,
      })
      .where(eq(leadsTable.id, stored.id));
  }
}
