import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tradiesTable } from "~/features/tradies/tables";
import type { AreaDirectory } from "./areas";
import { formatCompact } from "~/lib/clock";
import { csvRow } from "~/lib/csv";
import { takingTurns } from "~/lib/turns";
import { othersAround } from "~/platform/requests-in-flight.server";
import { centsToDecimal } from "~/lib/money";
import type { Touch } from "~/lib/attribution";
import { leadFilters, leadOrder } from "./list.server";
import type { LeadListQuery } from "./list-query";
import { leadStatuses } from "./statuses";
import { leadsTable as l } from "./tables";

const BATCH = 100;
/**
 * Exports read the database hard; more than two at once slowed every visitor's page
 * (4 exports took the home page from 14 to 111 ms). Others are refused for a moment.
 */
const MAX_CONCURRENT_EXPORTS = 2;
export const EXPORT_RETRY_AFTER_SECONDS = 10;
let exportsRunning = 0;

/*
 * Visitors come first (issue 13.12). On PGlite a batch's query runs on the request thread, and
 * so does making its CSV: while a batch runs, no page can. So the exports of this process take
 * turns, one batch at a time, and while other requests are being answered or came in the last
 * second, each batch is followed by a rest twice its length: exports then hold the thread at
 * most a third of the time. With nobody else there they run flat out.
 */
const inTurn = takingTurns({
  restFactor: 2,
  maxRestMs: 100,
  // Each running export is itself a request in flight.
  othersWaiting: () => othersAround(exportsRunning, 1_000),
});

const HEADER = [
  "Lead",
  "Received",
  "Status",
  "Service",
  "Preferred date",
  "Preferred time",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Suburb",
  "Area",
  "Message",
  "Assigned tradie",
  "Contact attempts",
  "Last contacted",
  "Lost reason",
  "Follow up on",
  "Won value (GST incl.)",
  "Customer",
  "Possible duplicate of",
  "Merged into",
  // Where the visitor came from (docs/decisions/0083): the credit, then both touches.
  "Credited source",
  "Credited campaign",
  "Landing page",
  ...touchHeader("First touch"),
  ...touchHeader("Last touch"),
];

function touchHeader(touch: string): string[] {
  return ["source", "medium", "campaign", "term", "content", "gclid", "fbclid", "referrer", "landing page", "device", "at"].map(
    (part) => `${touch} ${part}`,
  );
}

function touchCells(touch: Touch | null): Array<string | number> {
  if (!touch) return Array(11).fill("");
  return [
    touch.source,
    touch.medium,
    touch.campaign,
    touch.term,
    touch.content,
    touch.gclid ? "yes" : "no",
    touch.fbclid ? "yes" : "no",
    touch.referrer,
    touch.landingPage,
    touch.device,
    when(new Date(touch.at)),
  ];
}

const SORT_KEY = {
  received: { expr: l.createdAt, type: "timestamptz" },
  preferred: { expr: l.preferredDate, type: "date" },
  name: { expr: l.name, type: "text" },
  suburb: { expr: sql`lower(${l.suburb})`, type: "text" },
} as const;

const when = (d: Date | null) => (d ? formatCompact(d) : "");

type SortKey = { key: string; id: number };

/** The next rows of the filtered list after `last` (keyset: the last row's sort key and id). */
function readBatch(db: Database, query: LeadListQuery, areas: AreaDirectory, last: SortKey | null) {
  const key = SORT_KEY[query.sort];
  const after = query.dir === "asc" ? ">" : "<";
  const page = last ? sql`(${key.expr}, ${l.id}) ${sql.raw(after)} (${last.key}::${sql.raw(key.type)}, ${last.id})` : undefined;
  return db
    .select({
      sortKey: sql<string>`${key.expr}::text`,
      id: l.id,
      createdAt: l.createdAt,
      status: l.status,
      service: l.service,
      preferredDate: l.preferredDate,
      preferredTime: l.preferredTime,
      name: l.name,
      email: l.email,
      phone: l.phone,
      address: l.address,
      suburb: l.suburb,
      message: l.message,
      tradie: tradiesTable.name,
      contactAttempts: l.contactAttempts,
      lastContactedAt: l.lastContactedAt,
      lostReason: l.lostReason,
      followUpOn: l.followUpOn,
      wonValueCents: l.wonValueCents,
      customerId: l.customerId,
      possibleDuplicateOfId: l.possibleDuplicateOfId,
      mergedIntoId: l.mergedIntoId,
      marketingSource: l.marketingSource,
      campaign: l.campaign,
      landingPage: l.landingPage,
      firstTouch: l.firstTouch,
      lastTouch: l.lastTouch,
    })
    .from(l)
    .leftJoin(tradiesTable, eq(tradiesTable.id, l.assignedTradieId))
    .where(and(leadFilters(query, areas), page))
    .orderBy(...leadOrder(query))
    .limit(BATCH);
}

type ExportedLead = Awaited<ReturnType<typeof readBatch>>[number];

function leadCsvRow(r: ExportedLead, areas: AreaDirectory): string {
  return csvRow([
    r.id,
    when(r.createdAt),
    leadStatuses.label(r.status),
    r.service,
    r.preferredDate,
    r.preferredTime,
    r.name,
    r.email,
    r.phone,
    r.address,
    r.suburb,
    areas.areaOf(r.suburb),
    r.message,
    r.tradie,
    r.contactAttempts,
    when(r.lastContactedAt),
    r.lostReason,
    r.followUpOn,
    r.wonValueCents === null ? "" : centsToDecimal(r.wonValueCents),
    r.customerId ?? "",
    r.possibleDuplicateOfId ?? "",
    r.mergedIntoId ?? "",
    r.marketingSource,
    r.campaign,
    r.landingPage,
    ...touchCells(r.firstTouch),
    ...touchCells(r.lastTouch),
  ]);
}

/**
 * The filtered list as CSV, in the list's order, read in batches by keyset so memory stays flat
 * however many leads match (docs/decisions/0062), each batch in its turn (above).
 * Null when two exports are already running: the caller answers 429.
 */
export function exportLeadsCsv(db: Database, query: LeadListQuery, areas: AreaDirectory): ReadableStream<Uint8Array> | null {
  if (exportsRunning >= MAX_CONCURRENT_EXPORTS) return null;
  exportsRunning += 1;
  let finished = false;
  const finish = () => {
    if (!finished) exportsRunning -= 1;
    finished = true;
  };
  const encoder = new TextEncoder();
  let last: SortKey | null = null;
  let headerSent = false;
  return new ReadableStream({
    cancel: finish,
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`));
          return;
        }
        const batch = await inTurn(async () => {
          const rows = await readBatch(db, query, areas, last);
          return { count: rows.length, end: rows.at(-1), csv: rows.map((r) => leadCsvRow(r, areas)).join("") };
        });
        if (batch.end) {
          last = { key: batch.end.sortKey, id: batch.end.id };
          controller.enqueue(encoder.encode(batch.csv));
        }
        if (batch.count < BATCH) {
          finish();
          controller.close();
        }
      } catch (error) {
        finish();
        throw error;
      }
    },
  });
}
