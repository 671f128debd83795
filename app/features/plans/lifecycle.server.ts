import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { extendPlanWithin, takeBackFutureVisits, type HorizonSettings } from "./horizon.server";
import { lockPlan } from "./plans.server";
import type { EndReason } from "./statuses";
import { plansTable } from "./tables";

/*
 * Pausing, resuming and ending a plan, by staff with a reason (docs/decisions/0184). A pause or
 * an end takes back the visits to come that nobody has started (their tradies and customers are
 * told, as for any cancellation); a resume books again from today to the horizon.
 */

export type StatusMove = { status: "active" | "paused" | "ended"; reason: string; because?: EndReason };

/** Pauses, resumes or ends the plan with staff's reason (and, ending, the reason from the list). */
export async function changePlanStatus(
  db: Database,
  actor: StaffActor,
  id: number,
  next: StatusMove,
  settings: HorizonSettings,
  today = todayInAuckland(),
) {
  const result = await db.transaction(async (tx) => {
    const plan = await lockPlan(tx, id);
    if (plan.status === "ended") throw new DomainError("This plan has ended: make a new plan for more work.");
    if (plan.status === next.status) throw new DomainError(`This plan is already ${next.status}.`);
    const now = new Date();
    const [updated] = await tx
      .update(plansTable)
      .set({
        status: next.status,
        statusReason: next.reason,
        endedBecause: next.because ?? null,
        endedAt: next.status === "ended" ? now : null,
        updatedAt: now,
      })
      .where(eq(plansTable.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: `plan.${next.status === "active" ? "resume" : next.status === "paused" ? "pause" : "end"}`,
      entityType: "plan",
      entityId: id,
      before: { status: plan.status },
      after: { status: next.status, reason: next.reason, because: next.because },
    });
    if (next.status === "active") return { booked: await extendPlanWithin(tx, actor, updated, settings, today), takenBack: 0 };
    const why = `The maintenance plan was ${next.status === "paused" ? "paused" : "ended"}: ${next.reason}`;
    return { booked: 0, takenBack: await takeBackFutureVisits(tx, actor, id, settings, today, why) };
  });
  notifyOutbox();
  notifyTexts();
  return result;
}
