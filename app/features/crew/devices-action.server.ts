import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { crewLink } from "~/features/jobs/dispatch.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { recordTradieEvent } from "~/features/tradies/events.server";
import { tradiesTable } from "~/features/tradies/tables";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import { crewSignInEmail } from "./crew-emails.server";
import { signOutDevices } from "./devices.server";
import type { Tradie } from "./session.server";
import { crewDeviceForm } from "./devices-action-schema";

/*
 * Signing devices out of the portal (docs/decisions/0206): the tradie signs out one of their
 * own; the office signs out one or all of a tradie's, and emails them a new sign-in link.
 */

const NOT_SIGNED_IN = "That device is not signed in (it may have been signed out already).";
/** An emailed link from the office works for a day, like one made to copy. */
const EMAILED_LINK_HOURS = 24;

/** The portal's /crew/devices: the tradie signs out one of their own devices. */
export function crewDeviceIntents(db: Database, tradie: Tradie): FormIntents<Tradie, Permission> {
  return {
    "sign-out-device": intent(
      crewDeviceForm,
      async ({ device }) => {
        if ((await signOutDevices(db, tradie.id, device)) === 0) throw new DomainError(NOT_SIGNED_IN, { status: 404 });
        return "That device is signed out: it will be asked to sign in again.";
      },
      { permission: "crew.enter" },
    ),
  };
}

async function staffSignOut(db: Database, actor: Staff, tradieId: number, device?: number) {
  const count = await signOutDevices(db, tradieId, device);
  if (count === 0) throw new DomainError(device === undefined ? "No device is signed in." : NOT_SIGNED_IN, { status: 404 });
  const detail = device === undefined ? `Signed out all ${count} of their devices` : "Signed out one of their devices";
  await db.transaction(async (tx) => {
    await recordTradieEvent(tx, actor, tradieId, "devices-signed-out", detail);
    await recordAudit(tx, { actor, action: "tradie.devices-sign-out", entityType: "tradie", entityId: tradieId, after: { device, count } });
  });
  return count;
}

async function emailPortalLink(db: Database, actor: Staff, tradieId: number, business: Pick<BusinessSettings, "businessName" | "email">) {
  const now = new Date();
  const name = await db.transaction(async (tx) => {
    const [tradie] = await tx
      .select({ id: tradiesTable.id, name: tradiesTable.name, email: tradiesTable.email })
      .from(tradiesTable)
      .where(and(eq(tradiesTable.id, tradieId), eq(tradiesTable.status, "active")))
      .for("update");
    if (!tradie) throw new DomainError("Only an active tradie can sign in to the portal.");
    if (!tradie.email) throw new DomainError(`${tradie.name} has no email address: make a link to copy instead.`);
    const link = await crewLink(tx, tradie.id, "/crew", new Date(now.getTime() + EMAILED_LINK_HOURS * 3_600_000));
    await queueEmails(tx, [crewSignInEmail({ name: tradie.name, email: tradie.email }, link, EMAILED_LINK_HOURS * 60, business)]);
    await recordTradieEvent(tx, actor, tradie.id, "portal-link", "Emailed a sign-in link to the portal, working once for 24 hours");
    await recordAudit(tx, { actor, action: "tradie.portal-link-email", entityType: "tradie", entityId: tradie.id });
    return tradie.name;
  });
  notifyOutbox();
  return name;
}

/** The tradie's admin page: sign out one or all of their devices, or email them a new sign-in link. Administrators only. */
export function staffDeviceIntents(
  db: Database,
  tradieId: number,
  business: Pick<BusinessSettings, "businessName" | "email">,
): FormIntents<Staff, Permission> {
  return {
    "device-sign-out": intent(
      crewDeviceForm,
      async ({ device }, { actor }) => {
        await staffSignOut(db, actor, tradieId, device);
        return "That device is signed out.";
      },
      { permission: "tradies.link" },
    ),
    "devices-sign-out-all": intent(
      noFieldsForm,
      async (_input, { actor }) => {
        const count = await staffSignOut(db, actor, tradieId);
        return count === 1 ? "Their one device is signed out." : `All ${count} of their devices are signed out.`;
      },
      { permission: "tradies.link" },
    ),
    "portal-link-email": intent(
      noFieldsForm,
      async (_input, { actor }) => `A sign-in link is on its way to ${await emailPortalLink(db, actor, tradieId, business)}.`,
      { permission: "tradies.link" },
    ),
  };
}
