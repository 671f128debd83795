import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { crewLink } from "~/features/jobs/dispatch.server";
import { recordTradieEvent } from "~/features/tradies/events.server";
import { tradiesTable } from "~/features/tradies/tables";
import type { StaffActor } from "~/lib/actor";
import { formatWhen } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntent } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";

/** A link an administrator hands over (by text, in person) lasts a day: long enough to reach a tradie on a job. */
const STAFF_LINK_HOURS = 24;

/**
 * An administrator makes a tradie's sign-in link on the tradie's page, to hand over without
 * email: when no mail server is set, or the tradie's email is wrong. Like an emailed one it
 * works once and opens only the portal; it is shown once (only its hash is kept), and the
 * tradie's history and the audit trail say who made it and until when it works.
 */
async function makePortalLinkForStaff(db: Database, actor: StaffActor, tradieId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [tradie] = await tx
      .select({ id: tradiesTable.id, name: tradiesTable.name, status: tradiesTable.status })
      .from(tradiesTable)
      .where(eq(tradiesTable.id, tradieId))
      .for("update");
    if (!tradie) throw new DomainError("There is no tradie with that number.", { status: 404 });
    if (tradie.status !== "active")
      throw new DomainError(`${tradie.name} is ${tradie.status}, so cannot sign in to the portal. Make them active first.`);
    const expiresAt = new Date(now.getTime() + STAFF_LINK_HOURS * 3_600_000);
    const link = await crewLink(tx, tradie.id, "/crew", expiresAt);
    await recordTradieEvent(
      tx,
      actor,
      tradie.id,
      "portal-link",
      `Made a sign-in link to the portal, working once until ${formatWhen(expiresAt)}`,
    );
    await recordAudit(tx, {
      actor,
      action: "tradie.portal-link",
      entityType: "tradie",
      entityId: tradie.id,
      after: { expiresAt: expiresAt.toISOString() },
    });
    return { link, expiresAt, name: tradie.name };
  });
}

/** The tradie page's "Make a sign-in link" form: administrators only; the link comes back once, in the answer. */
export function portalLinkIntent(
  db: Database,
  tradieId: number,
): FormIntent<Staff, Permission, { portalLink?: string }, Record<string, unknown>> {
  return intent(
    noFieldsForm,
    async (_input, { actor }) => {
      const { link } = await makePortalLinkForStaff(db, actor, tradieId);
      return { message: "Here is the sign-in link. Copy it now: it is not shown again.", portalLink: link };
    },
    { permission: "tradies.link" },
  );
}
