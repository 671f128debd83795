import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tradiesTable } from "~/features/tradies/tables";
import type { AreaDirectory } from "./areas";
import { formatCompact } from "~/lib/clock";
import { csvRow } from "~/lib/csv";
import { centsToDecimal } from "~/lib/money";
import type { Touch } from "~/lib/attribution";
import { leadFilters, leadOrder } from "./list.server";
import type { LeadListQuery } from "./list-query";
import { leadStatusLabel } from "./statuses";
import { leadsTable as l } from "./tables";

const BATCH = 200;
/**
 * Exports read the database hard; more than two at once slowed every visitor's page
 * (4 exports took the home page from 14 to 111 ms). Others are refused for a moment.
 */
const MAX_CONCURRENT_EXPORTS = 2;
export const EXPORT_RETRY_AFTER_SECONDS = 10;
let exportsRunning = 0;

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

/**
 * The filtered list as CSV, in the list's order, read in batches by keyset (the last row's
 * sort key and id) so memory stays flat however many leads match (docs/decisions/0062).
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
  const key = SORT_KEY[query.sort];
  const after = query.dir === "asc" ? ">" : "<";
  let last: { key: string; id: number } | null = null;
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
        const started = performance.now();
        const page = last ? sql`(${key.expr}, ${l.id}) ${sql.raw(after)} (${last.key}::${sql.raw(key.type)}, ${last.id})` : undefined;
        const rows = await db
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
        if (rows.length === 0) {
          finish();
          controller.close();
          return;
        }
        const end = rows[rows.length - 1];
        last = { key: end.sortKey, id: end.id };
        const text = rows
          .map((r) =>
            csvRow([
              r.id,
              when(r.createdAt),
              leadStatusLabel(r.status),
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
            ]),
          )
          .join("");
        controller.enqueue(encoder.encode(text));
        if (rows.length < BATCH) {
          finish();
          controller.close();
        }
        // Leave visitors at least as much time as the batch took: on PGlite its query ran on this
        // very thread, so without a pause two exports would keep pages waiting (issue 13.12).
        else await new Promise((resolve) => setTimeout(resolve, Math.min(50, performance.now() - started)));
      } catch (error) {
        finish();
        throw error;
      }
    },
  });
}
