import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { fileUnderCustomer } from "~/features/customers/match.server";
import { prebuilt } from "~/platform/db/prebuilt.server";
import { sourceOf, type Attribution } from "~/lib/attribution";
import type { LeadSource } from "./sources";
import { EXCLUDED_FROM_FIGURES } from "./statuses";
import { leadsTable, type Lead } from "./tables";

export type LeadDetails = Pick<
  Lead,
  "service" | "preferredDate" | "preferredTime" | "name" | "email" | "phone" | "address" | "suburb" | "message"
>;

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
  ...(["source", "idempotencyKey", "requestHash", "customerId", "siteId", "possibleDuplicateOfId", "firstTouch", "lastTouch"] as const),
  ...(["marketingSource", "campaign", "landingPage"] as const),
];

/** Built once: a quote request stores a lead hundreds of times a second (docs/decisions/0125). */
const insertLeadRow = prebuilt<Required<Pick<typeof leadsTable.$inferInsert, (typeof LEAD_COLUMNS)[number]>>, { id: number }>((db) =>
  db
    .insert(leadsTable)
    .values(Object.fromEntries(LEAD_COLUMNS.map((column) => [column, sql.placeholder(column)])) as never)
    .onConflictDoNothing({ target: leadsTable.idempotencyKey })
    .returning({ id: leadsTable.id }),
);

/**
 * Stores a new lead (status "new") under its customer and site, flagged when the same customer
 * asked for the same service lately. With an idempotency key that is already taken it stores
 * nothing and returns null: the unique index makes a concurrent twin wait for the first
 * transaction and then find the key taken, so one key can never make two leads.
 */
export async function insertLead(
  tx: Transaction,
  fields: LeadDetails,
  idempotency: { key: string | null; requestHash: string },
  source: LeadSource = "quote-form",
  attribution: Attribution | null = null,
): Promise<{ id: number; possibleDuplicateOfId: number | null } | null> {
  const filed = await fileUnderCustomer(tx, fields, (customerId) => earlierLeadFor(tx, customerId, fields.service));
  const possibleDuplicateOfId = filed.alongside ?? null;
  const [row] = await insertLeadRow(tx, {
    ...(Object.fromEntries(DETAILS.map((field) => [field, fields[field]])) as LeadDetails),
    source,
    idempotencyKey: idempotency.key,
    requestHash: idempotency.requestHash,
    customerId: filed.customerId,
    siteId: filed.siteId,
    possibleDuplicateOfId,
    firstTouch: attribution?.first ?? null,
    lastTouch: attribution?.last ?? null,
    ...creditOf(source, attribution),
  });
  return row ? { id: Number(row.id), possibleDuplicateOfId } : null;
}

export async function findLeadByIdempotencyKey(tx: Executor, key: string) {
  const [row] = await tx
    .select({ id: leadsTable.id, requestHash: leadsTable.requestHash })
    .from(leadsTable)
    .where(eq(leadsTable.idempotencyKey, key))
    .limit(1);
  return row;
}
