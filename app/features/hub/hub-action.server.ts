import { recordAudit } from "~/features/audit/audit.server";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { newCustomerPageLink } from "~/features/customers/page-link.server";

/** "Link to their page" on the customer's staff page: a new hub link, shown once to copy into a text or email, audited. */
export function hubLinkIntents(db: Database, customerId: number): FormIntents<Staff, Permission, { link?: string }> {
  return {
    "hub-link": intent(noFieldsForm, async (_input, { actor }) => {
      const link = await db.transaction(async (tx) => {
        const made = await newCustomerPageLink(tx, customerId);
        await recordAudit(tx, { actor, action: "customer.hub-link", entityType: "customer", entityId: customerId });
        return made;
      });
      return { message: "Here is a new link to the customer's own page. Copy it now: it is not shown again.", link };
    }),
  };
}
