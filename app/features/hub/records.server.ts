import { asc, eq } from "drizzle-orm";
import { getCustomer } from "~/features/customers/admin.server";
import { CONTACT_PREFERENCE_LABELS, type ContactPreference } from "~/features/customers/contact-preference";
import type { PdfDocumentContent } from "~/features/documents/pdf.server";
import type { DocumentRow } from "~/features/documents/printed";
import { jobPhotosForCustomer } from "~/features/jobs/customer-photos.server";
import { leadsTable } from "~/features/leads/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { hubView, type HubRecord } from "./view.server";

/*
 * "Download what we hold about you" (Privacy Act 2020, principle 6; issue 45, item 3;
 * docs/decisions/0196): the customer's record, every contact detail and address we keep, each
 * request as they sent it, their quotes, bookings, invoices, payments, reviews and plans as the
 * hub lists them, and what their job photos show. The JSON is for machines; the PDF says the same for people.
 */
export async function whatWeHold(db: Database, customerId: number, now = new Date()) {
  const [history, view] = await Promise.all([getCustomer(db, customerId), hubView(db, customerId)]);
  if (!history || !view) return null;
  const requests = await db
    .select({
      id: leadsTable.id,
      receivedAt: leadsTable.createdAt,
      service: leadsTable.service,
      name: leadsTable.name,
      email: leadsTable.email,
      phone: leadsTable.phone,
      address: leadsTable.address,
      suburb: leadsTable.suburb,
      message: leadsTable.message,
      preferredDate: leadsTable.preferredDate,
      preferredTime: leadsTable.preferredTime,
      status: leadsTable.status,
    })
    .from(leadsTable)
    .where(eq(leadsTable.customerId, customerId))
    .orderBy(asc(leadsTable.id));
  return {
    madeAt: now.toISOString(),
    customer: {
      name: history.customer.name,
      contactPreference: history.customer.contactPreference,
      since: history.customer.createdAt.toISOString(),
    },
    contacts: history.contacts.map((c) => ({ kind: c.kind, value: c.value, addedAt: c.createdAt.toISOString() })),
    addresses: history.sites.map((s) => ({ address: s.address, suburb: s.suburb, accessNotes: s.accessNotes })),
    requests: requests.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() })),
    ...view.records,
    jobPhotos: (await jobPhotosForCustomer(db, customerId)).map((p) => ({ photo: p.photoId, caption: p.caption })),
  };
}

export type WhatWeHold = NonNullable<Awaited<ReturnType<typeof whatWeHold>>>;

const RECORD_KINDS = [
  ["quotes", "Your quotes"],
  ["jobs", "Your bookings"],
  ["pastVisits", "Past visits"],
  ["invoices", "Your invoices"],
  ["payments", "Your payments"],
  ["reviews", "Your reviews"],
  ["plans", "Your maintenance plans"],
] as const;

const blank = { quantity: "", unitPrice: "", optional: false, included: true };

function recordRows(held: WhatWeHold): DocumentRow[] {
  let line = 0;
  const row = (kind: DocumentRow["kind"], description: string, amount = ""): DocumentRow => ({
    line: ++line,
    kind,
    description,
    amount,
    ...blank,
  });
  const listed = (records: readonly HubRecord[]) =>
    records.length === 0
      ? [row("text", "None.")]
      : records.map((r) =>
          row(
            "priced",
            [r.label, r.about, r.status, r.when].filter(Boolean).join(" · "),
            r.amountCents === null ? "" : formatMoney(r.amountCents),
          ),
        );
  return [
    row("heading", "Your requests"),
    ...(held.requests.length === 0
      ? [row("text", "None.")]
      : held.requests.map((r) =>
          row(
            "text",
            `#${r.id}, ${formatWhen(new Date(r.receivedAt))}: ${r.service} at ${r.address}, ${r.suburb}. ${r.name}, ${r.email}, ${r.phone}. “${r.message}”`,
          ),
        )),
    ...RECORD_KINDS.flatMap(([kind, heading]) => [row("heading", heading), ...listed(held[kind])]),
  ];
}

/** The same as a PDF document of the app's one layout. */
export function whatWeHoldPdf(held: WhatWeHold, settings: BusinessSettings): PdfDocumentContent {
  const preference = CONTACT_PREFERENCE_LABELS[held.customer.contactPreference as ContactPreference] ?? held.customer.contactPreference;
  return {
    title: "What we hold about you",
    subject: `The records ${settings.businessName} holds about ${held.customer.name}`,
    seller: settings,
    dates: `Made ${formatWhen(new Date(held.madeAt))}`,
    addressee: { name: held.customer.name, lines: [...held.contacts.map((c) => c.value), `Keep me posted by: ${preference}`] },
    intro: {
      heading: "Your addresses",
      text:
        held.addresses.map((a) => `${a.address}, ${a.suburb}${a.accessNotes ? ` (getting in: ${a.accessNotes})` : ""}`).join("\n") ||
        "None.",
    },
    rows: recordRows(held),
    totals: [],
    note: null,
    closing: [
      {
        heading: "Your rights",
        text: `Under the Privacy Act 2020 you may ask us to correct anything here. Call ${settings.phone} or email ${settings.email}.`,
      },
    ],
  };
}
