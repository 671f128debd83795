import { redirect } from "react-router";
import { DomainError } from "~/lib/domain-error";
import { intent } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { newCustomerPageLink } from "./page-link.server";

/**
 * "All of yours, in one place" on each item's page (issue 45, item 4; docs/decisions/0188): a
 * button that makes a new link to the customer's own page and opens it. A POST, as making a link
 * is a change; the item's own link is the proof of who is asking.
 */
export function customerPageIntents(db: Database, whose: () => Promise<number | null>) {
  return {
    "customer-page": intent(noFieldsForm, async () => {
      const customerId = await whose();
      if (customerId === null)
        throw new DomainError("Your page cannot be opened from here: call us and we will send you its link.", { status: 404 });
      throw redirect(await db.transaction((tx) => newCustomerPageLink(tx, customerId)));
    }),
  };
}
