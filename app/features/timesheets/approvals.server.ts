import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { tradiesTable } from "~/features/tradies/tables";
import { DomainError } from "~/lib/domain-error";
import type { StaffActor } from "~/lib/actor";
import type { IsoDay } from "~/lib/clock";
import { timesheetApprovalsTable } from "./tables";
import { weekStartOf } from "./week";

/** The office approves a tradie's week; approving it again changes nothing. */
export async function approveWeek(db: Database, actor: StaffActor, tradieId: number, monday: IsoDay, now = new Date()) {
  await db.transaction(async (tx) => {
    const [tradie] = await tx.select({ id: tradiesTable.id }).from(tradiesTable).where(eq(tradiesTable.id, tradieId));
    if (!tradie) throw new DomainError("There is no such tradie.", { status: 404 });
    const [row] = await tx
      .insert(timesheetApprovalsTable)
      .values({ tradieId, weekStart: monday, approvedById: actor.id, approvedByName: actor.name, approvedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row)
      await recordAudit(tx, {
        actor,
        action: "timesheet.approve",
        entityType: "tradie",
        entityId: tradieId,
        before: null,
        after: { week: monday },
      });
  });
}

/** Whether the week a day falls in is approved for a tradie: then the day's times are locked. */
export async function isWeekApproved(tx: Pick<Transaction, "select">, tradieId: number, day: IsoDay) {
  const [row] = await tx
    .select({ tradieId: timesheetApprovalsTable.tradieId })
    .from(timesheetApprovalsTable)
    .where(and(eq(timesheetApprovalsTable.tradieId, tradieId), eq(timesheetApprovalsTable.weekStart, weekStartOf(day))));
  return Boolean(row);
}
