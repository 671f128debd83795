import { getCustomer } from "~/features/customers/admin.server";
import type { CustomerHistoryRow } from "~/features/customers/history-row";
import { invoicesForCustomer, paymentsForCustomer } from "~/features/invoices/customer-history.server";
import { jobsForCustomer, pastVisitsForCustomer } from "~/features/jobs/list.server";
import { plansForCustomer } from "~/features/plans/plan-views.server";
import { quotesForCustomer } from "~/features/quotes/list.server";
import { reviewsForCustomer } from "~/features/reviews/reviews.server";
import type { Database } from "~/platform/db/database";

/** A record as the customer sees it: the staff's history row without the staff page it links to. */
export type HubRecord = Omit<CustomerHistoryRow, "href">;

const forCustomer = (rows: readonly CustomerHistoryRow[]): HubRecord[] => rows.map(({ href: _staffPage, ...row }) => row);

/**
 * Everything one customer has with the business (issue 45, item 2), read from each feature's own
 * list of the customer's records, so the hub says what the office's customer page says.
 */
export async function hubView(db: Database, customerId: number) {
  const history = await getCustomer(db, customerId);
  if (!history) return null;
  const [quotes, jobs, pastVisits, invoices, payments, reviews, plans] = await Promise.all([
    quotesForCustomer(db, customerId),
    jobsForCustomer(db, customerId),
    pastVisitsForCustomer(db, customerId),
    invoicesForCustomer(db, customerId),
    paymentsForCustomer(db, customerId),
    reviewsForCustomer(db, customerId),
    plansForCustomer(db, customerId),
  ]);
  const contact = (kind: "email" | "phone") => history.contacts.filter((c) => c.kind === kind).at(-1)?.value ?? "";
  return {
    name: history.customer.name,
    email: contact("email"),
    phone: contact("phone"),
    contactPreference: history.customer.contactPreference,
    sites: history.sites.map((s) => ({ id: s.id, address: s.address, suburb: s.suburb, accessNotes: s.accessNotes })),
    records: {
      quotes: forCustomer(quotes),
      jobs: forCustomer(jobs),
      pastVisits: forCustomer(pastVisits),
      invoices: forCustomer(invoices),
      payments: forCustomer(payments),
      reviews: forCustomer(reviews),
      plans: forCustomer(plans),
    },
  };
}

export type HubView = NonNullable<Awaited<ReturnType<typeof hubView>>>;
