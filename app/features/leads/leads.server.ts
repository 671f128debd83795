import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { fileUnderCustomer } from "~/features/customers/match.server";
import { prebuilt } from "~/platform/db/prebuilt.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { sourceOf, type Attribution } from "~/lib/attribution";
import type { LeadSource } from "./sources";
import { EXCLUDED_FROM_FIGURES } from "./statuses";
import { leadsTable, type Lead } from "./tables";
import type { VisitFrequency } from "~/features/catalogue/regular-visits";

export type LeadDetails = Pick<
  Lead,
  "service" | "preferredDate" | "preferredTime" | "name" | "email" | "phone" | "address" | "suburb" | "message"
> & {
  /** "Regular visits" (docs/decisions/0203): how often, when the customer asked for the work to repeat. */
  visitsEvery?: VisitFrequency | null;
};

type Executor = Pick<Database, "insert" | "select">;

/** A second request from one customer for one service within this many days is flagged as a possible duplicate. */
const DUPLICATE_WINDOW_DAYS = 30;

/** The customer's latest lead for this service in the last 30 days (spam and duplicates aside), if any. */
async function earlierLeadFor(tx: Executor, customerId: number, service: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: leadsTable.id })
    .from(leadsTable)
    .where(
      and(
        eq(leadsTable.customerId, customerId),
        eq(leadsTable.service, service),
        notInArray(leadsTable.status, [...EXCLUDED_FROM_FIGURES]),
        gt(leadsTable.createdAt, sql`now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`),
      ),
    )
    .orderBy(desc(leadsTable.createdAt), desc(leadsTable.id))
    .limit(1);
  return row?.id ?? null;
}

/** What the figures credit a lead to: how staff took it, or where the website visitor last came from. */
function creditOf(source: LeadSource, attribution: Attribution | null) {
  if (source !== "quote-form") return { marketingSource: source, campaign: "", landingPage: "" };
  const touch = attribution?.last;
  return {
    marketingSource: sourceOf(touch),
    campaign: touch?.campaign.toLowerCase() ?? "",
    landingPage: touch?.landingPage || attribution?.first.landingPage || "",
  };
}

const DETAILS = ["service", "preferredDate", "preferredTime", "name", "email", "phone", "address", "suburb", "message"] as const;
const LEAD_COLUMNS = [
  ...DETAILS,
  ...([
    "visitsEvery",
    "source",
    "idempotencyKey",
    "requestHash",
    "customerId",
    "siteId",
    "possibleCustomerId",
    "possibleDuplicateOfId",
    "firstTouch",
    "lastTouch",
  ] as const),
  ...(["marketingSource", "campaign", "landingPage"] as const),
];

/** Built once: a quote request stores a lead hundreds of times a second (docs/decisions/0125). */
const insertLeadRow = prebuilt<PreparedLead, { id: number }>((db) =>
  db
    .insert(leadsTable)
    .values(Object.fromEntries(["id", ...LEAD_COLUMNS].map((column) => [column, sql.placeholder(column)])) as never)
    .onConflictDoNothing({ target: leadsTable.idempotencyKey })
    .returning({ id: leadsTable.id }),
);

/** A lead filed under its customer and site, with its number taken, ready for `storeLead`. */
export type PreparedLead = Required<Pick<typeof leadsTable.$inferInsert, (typeof LEAD_COLUMNS)[number]>> & { id: number };

/** The number the next lead will have: from the sequence PostgreSQL made for the `serial` column. */
async function nextLeadNumber(tx: Transaction): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(await tx.execute(sql`select nextval('leads_id_seq') as id`));
  return Number(row.id);
}

/**
 * Files a new lead under its customer and site, flagged when the same customer asked for the
 * same service lately, and takes its number: one round trip for a new customer, two for one
 * we know. Nothing of the lead is stored yet, so its number can go into the emails and the
 * photo link that `storeLead` sends with it (docs/decisions/0127).
 */
export async function prepareLead(
  tx: Transaction,
  fields: LeadDetails,
  idempotency: { key: string | null; requestHash: string },
  source: LeadSource = "quote-form",
  attribution: Attribution | null = null,
): Promise<PreparedLead> {
  const [filed, id] = await Promise.all([
    fileUnderCustomer(tx, fields, (customerId) => earlierLeadFor(tx, customerId, fields.service)),
    nextLeadNumber(tx),
  ]);
  return {
    id,
    ...(Object.fromEntries(DETAILS.map((field) => [field, fields[field]])) as LeadDetails),
    visitsEvery: fields.visitsEvery ?? null,
    source,
    idempotencyKey: idempotency.key,
    requestHash: idempotency.requestHash,
    customerId: filed.customerId,
    siteId: filed.siteId,
    possibleCustomerId: filed.possibleCustomerId,
    possibleDuplicateOfId: filed.alongside ?? null,
    firstTouch: attribution?.first ?? null,
    lastTouch: attribution?.last ?? null,
    ...creditOf(source, attribution),
  };
}

/**
 * Stores a prepared lead (status "new"). With an idempotency key that is already taken it
 * stores nothing and returns null: the unique index makes a concurrent twin wait for the first
 * transaction and then find the key taken, so one key can never make two leads.
 */
export async function storeLead(
  tx: Transaction,
  lead: PreparedLead,
): Promise<{ id: number; customerId: number | null; possibleDuplicateOfId: number | null } | null> {
  const [row] = await insertLeadRow(tx, lead);
  return row ? { id: Number(row.id), customerId: lead.customerId, possibleDuplicateOfId: lead.possibleDuplicateOfId } : null;
}

/** Files and stores a new lead, one step after the other; see prepareLead and storeLead. */
export async function insertLead(...args: Parameters<typeof prepareLead>) {
  return storeLead(args[0], await prepareLead(...args));
}

export async function findLeadByIdempotencyKey(tx: Executor, key: string) {
  const [row] = await tx
    .select({ id: leadsTable.id, requestHash: leadsTable.requestHash })
    .from(leadsTable)
    .where(eq(leadsTable.idempotencyKey, key))
    .limit(1);
  return row;
}
