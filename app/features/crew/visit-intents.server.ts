import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import { crewMaterialIntents } from "~/features/job-costing/cost-action.server";
import type { DispatchSettings } from "~/features/jobs/dispatch.server";
import { timeIntents } from "~/features/timesheets/time-intents.server";
import type { FormIntents } from "~/lib/form-action";
import { crewVisitIntents, type ReplayedTap } from "./portal-action.server";
import type { Tradie } from "./session.server";

/**
 * Everything a tradie can do on a visit's page, one list for the page's own posts and for the
 * taps its phone queued with no signal and replays later (docs/decisions/0229): the visit's
 * taps, their time on it, and the materials they bought. `db` is a transaction for a replayed
 * tap, which claims its key and applies the tap together; the settings are read before it.
 */
export function visitIntents(
  db: Database,
  tradie: Tradie,
  visitId: number,
  settings: DispatchSettings,
  replayed?: ReplayedTap,
): FormIntents<Tradie, Permission> {
  return {
    ...crewVisitIntents(db, tradie, visitId, settings, replayed),
    ...timeIntents(db, tradie, visitId, replayed?.at),
    ...crewMaterialIntents(db, tradie, visitId),
  };
}
