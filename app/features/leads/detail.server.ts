import { leadSourceLabel } from "./sources";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { customersTable } from "~/features/customers/tables";
import type { Database } from "~/platform/db/database";
import { emailOutboxTable } from "~/features/mail/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { leadAreas } from "./areas.server";
import { leadStatuses } from "./statuses";
import { leadEventsTable, leadsTable } from "./tables";

export async function getLead(db: Database, id: number) {
  if (!Number.isInteger(id)) return undefined;
  const [row] = await db
    .select({ lead: leadsTable, tradieName: tradiesTable.name, customerName: customersTable.name })
    .from(leadsTable)
    .leftJoin(tradiesTable, eq(tradiesTable.id, leadsTable.assignedTradieId))
    .leftJoin(customersTable, eq(customersTable.id, leadsTable.customerId))
    .where(eq(leadsTable.id, id));
  if (!row) return undefined;
  const { search: _search, idempotencyKey: _key, requestHash: _hash, ...lead } = row.lead;
  const related = { id: leadsTable.id, status: leadsTable.status, service: leadsTable.service, createdAt: leadsTable.createdAt };
  const [earlier, repeats, possibleCustomer, siblings] = await Promise.all([
    lead.possibleDuplicateOfId === null
      ? Promise.resolve([])
      : db.select(related).from(leadsTable).where(eq(leadsTable.id, lead.possibleDuplicateOfId)),
    // Later requests flagged as repeats of this one and not merged yet.
    db
      .select(related)
      .from(leadsTable)
      .where(and(eq(leadsTable.possibleDuplicateOfId, id), isNull(leadsTable.mergedIntoId)))
      .orderBy(asc(leadsTable.id))
      .limit(20),
    lead.possibleCustomerId === null
      ? Promise.resolve([])
      : db
          .select({ id: customersTable.id, name: customersTable.name })
          .from(customersTable)
          .where(eq(customersTable.id, lead.possibleCustomerId)),
    // Whether the customer has other requests: only then can this one be split off.
    lead.customerId === null
      ? Promise.resolve([])
      : db
          .select({ id: leadsTable.id })
          .from(leadsTable)
          .where(and(eq(leadsTable.customerId, lead.customerId), ne(leadsTable.id, id)))
          .limit(1),
  ]);
  return {
    ...lead,
    area: (await leadAreas()).areaOf(lead.suburb),
    tradieName: row.tradieName,
    customerName: row.customerName,
    possibleDuplicateOf: lead.mergedIntoId === null ? (earlier[0] ?? null) : null,
    repeats,
    possibleCustomer: possibleCustomer[0] ?? null,
    customerHasOtherRequests: siblings.length > 0,
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>;

export interface TimelineItem {
  key: string;
  at: Date;
  who: string;
  kind: string;
  title: string;
  body: string | null;
  /** For emails: the delivery state, and whether staff may send it again. */
  email?: { id: number; status: string; attempts: number; lastError: string | null; resendable: boolean };
}

const EMAIL_STATE: Record<string, string> = {
  pending: "waiting to send",
  sending: "sending",
  sent: "delivered to the mail server",
  captured: "kept in the outbox (no mail server set up)",
  failed: "failed",
};

/** Everything that happened to a lead, oldest first: its events and the emails sent about it. */
export async function leadTimeline(db: Database, lead: { id: number; createdAt: Date; source: string }): Promise<TimelineItem[]> {
  const id = lead.id;
  const [events, emails] = await Promise.all([
    db.select().from(leadEventsTable).where(eq(leadEventsTable.leadId, id)).orderBy(asc(leadEventsTable.id)),
    db
      .select({
        id: emailOutboxTable.id,
        kind: emailOutboxTable.kind,
        subject: emailOutboxTable.subject,
        status: emailOutboxTable.status,
        attempts: emailOutboxTable.attempts,
        lastError: emailOutboxTable.lastError,
        createdAt: emailOutboxTable.createdAt,
      })
      .from(emailOutboxTable)
      .where(and(eq(emailOutboxTable.subjectType, "lead"), eq(emailOutboxTable.subjectId, id)))
      .orderBy(asc(emailOutboxTable.id)),
  ]);
  const items: TimelineItem[] = [
    {
      key: "received",
      at: lead.createdAt,
      who: "Customer",
      kind: "received",
      title: "Quote request received",
      body: lead.source === "quote-form" ? "From the website's quote form." : `${leadSourceLabel(lead.source)}, entered by staff.`,
    },
    ...events.map((e) => ({
      key: `e${e.id}`,
      at: e.createdAt,
      who: e.actorName,
      kind: e.kind,
      title: eventTitle(e),
      body: e.note ?? e.detail,
    })),
    ...emails.map((m) => ({
      key: `m${m.id}`,
      at: m.createdAt,
      who: "System",
      kind: "email",
      title: `Email: ${m.subject}`,
      body: `${m.kind === "lead-confirmation" ? "To the customer" : "To the office"}; ${EMAIL_STATE[m.status] ?? m.status}${m.attempts ? ` after ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}` : ""}.`,
      email: { id: m.id, status: m.status, attempts: m.attempts, lastError: m.lastError, resendable: m.status === "failed" },
    })),
  ];
  return items.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function eventTitle(e: typeof leadEventsTable.$inferSelect): string {
  switch (e.kind) {
    case "status":
      return `Status: ${leadStatuses.label(e.fromStatus ?? "")} → ${leadStatuses.label(e.toStatus ?? "")}`;
    case "note":
      return e.note === null ? "Note (removed)" : "Note";
    case "assignment":
      return "Assignment";
    case "contact":
      return "Contact attempt";
    case "email-resend":
      return "Email resent";
    case "anonymised":
      return "Anonymised";
    case "entered":
      return "Entered by staff";
    case "edited":
      return "Details corrected";
    case "merged":
      return "Merged";
    case "merged-in":
      return "Repeat request merged in";
    case "quote":
      return "Quote";
    case "customer":
      return "Customer";
    case "reply":
      return "Text received";
    case "text":
      return "Text sent";
    default:
      return e.kind;
  }
}
