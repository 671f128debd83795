import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { updateSiteAccessNotes } from "./admin.server";
import { siteNotesSchema } from "./site-schema";

/** The customer page's forms, by intent (the action needs customers.change). */
export function customerIntents(db: Database, customerId: number): FormIntents<Staff, Permission> {
  return {
    "site-notes": intent(
      siteNotesSchema,
      async (input, { actor }) => {
        await updateSiteAccessNotes(db, actor, customerId, input.siteId, input.accessNotes);
        return "Access notes saved.";
      },
      { values: (form) => ({ siteId: String(form.get("siteId") ?? "") }) },
    ),
  };
}
