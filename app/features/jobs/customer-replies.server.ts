import { desc, eq } from "drizzle-orm";
import { customerByPhone } from "~/features/customers/by-phone.server";
import { recordCustomerEvents } from "~/features/leads/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import type { FileStaffText } from "~/features/texts/inbox.server";
import type { Database } from "~/platform/db/database";
import { serviceJobsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";

export interface FiledReply {
  customerId: number;
  subjectType: "job" | "lead";
  subjectId: number;
}

/** A text staff sent from the job's page, on its timeline. */
export const fileTextOnJob =
  (jobId: number): FileStaffText =>
  (tx, actor, detail) =>
    recordJobEvent(tx, actor, jobId, { kind: "text", detail });

/** A text staff sent from the lead's page, on its timeline. */
export const fileTextOnLead =
  (leadId: number): FileStaffText =>
  (tx, actor, detail) =>
    recordCustomerEvents(tx, actor, [{ leadId, kind: "text", detail }]);

/** What the timeline says of a text that came in. */
function replyLine(body: string, keyword: "stop" | "start" | null): string {
  if (keyword === "stop")
    return `The customer replied “${body.trim()}”: no more texts to this number until they reply START (emails still go)`;
  if (keyword === "start") return `The customer replied “${body.trim()}”: texts to this number are back on`;
  return `Text from the customer: “${body}”`;
}

/**
 * Files a text that came in on the timeline of the customer it came from (issue 43, item 3):
 * matched by phone number, on their latest job, or their latest lead when they have no job yet.
 * Nothing is filed for a number no customer has; the inbox still shows it.
 */
export async function fileCustomerReply(
  tx: Pick<Database, "select" | "insert">,
  text: { from: string; body: string; keyword: "stop" | "start" | null },
): Promise<FiledReply | null> {
  const customer = await customerByPhone(tx, text.from);
  if (!customer) return null;
  const actor = { id: null, name: customer.name };
  const detail = replyLine(text.body, text.keyword);
  const [job] = await tx
    .select({ id: serviceJobsTable.id })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(eq(leadsTable.customerId, customer.id))
    .orderBy(desc(serviceJobsTable.createdAt), desc(serviceJobsTable.id))
    .limit(1);
  if (job) {
    await recordJobEvent(tx, actor, job.id, { kind: "reply", detail });
    return { customerId: customer.id, subjectType: "job", subjectId: job.id };
  }
  const [lead] = await tx
    .select({ id: leadsTable.id })
    .from(leadsTable)
    .where(eq(leadsTable.customerId, customer.id))
    .orderBy(desc(leadsTable.createdAt), desc(leadsTable.id))
    .limit(1);
  if (!lead) return null;
  await recordCustomerEvents(tx, actor, [{ leadId: lead.id, kind: "reply", detail }]);
  return { customerId: customer.id, subjectType: "lead", subjectId: lead.id };
}
