import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { getCustomer } from "~/features/customers/admin.server";
import { CustomerContacts, CustomerLeads, CustomerSites } from "~/features/customers/components/customer-history";
import { CustomerRecords } from "~/features/customers/components/customer-records";
import { customerIntents } from "~/features/customers/customer-action.server";
import { hubLinkIntents } from "~/features/hub/hub-action.server";
import { CopyLink } from "~/components/admin/copy-link";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { invoicesForCustomer, paymentsForCustomer } from "~/features/invoices/customer-history.server";
import { jobsForCustomer } from "~/features/jobs/list.server";
import { quotesForCustomer } from "~/features/quotes/list.server";
import { reviewsForCustomer } from "~/features/reviews/reviews.server";
import { leadAreas } from "~/features/leads/areas.server";
import { leadStatuses } from "~/features/leads/statuses";
import { formatWhen } from "~/lib/clock";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import { CONTACT_PREFERENCE_LABELS, type ContactPreference } from "~/features/customers/contact-preference";
import { TextCustomerPanel } from "~/features/texts/components/text-customer-panel";
import { textableNumber } from "~/features/texts/mobile-number";
import { staffTextIntents } from "~/features/texts/text-action.server";
import { textingState } from "~/features/texts/texting.server";
import type { Route } from "./+types/customers.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? loaderData.customer.name : "Customer");

const NOT_FOUND = "There is no customer with that number.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "customers.view");
  const db = getDb();
  const id = routeId(params.id, NOT_FOUND);
  const history = await getCustomer(db, id);
  if (!history) throw data({ message: NOT_FOUND }, { status: 404 });
  // The whole history: each feature lists its own records of this customer's requests.
  const [areas, quotes, jobs, invoices, payments, reviews] = await Promise.all([
    leadAreas(),
    quotesForCustomer(db, id),
    jobsForCustomer(db, id),
    invoicesForCustomer(db, id),
    paymentsForCustomer(db, id),
    reviewsForCustomer(db, id),
  ]);
  return {
    ...history,
    records: { quotes, jobs, invoices, payments, reviews },
    sites: history.sites.map((site) => ({ ...site, area: areas.areaOf(site.suburb) })),
    canChange: can(staff, "customers.change"),
    textTo: history.contacts.map((c) => (c.kind === "phone" ? textableNumber(c.value) : undefined)).find(Boolean) ?? null,
    textingOff: textingState() === "off",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "customers.change",
    intents: async () => {
      const id = routeId(params.id, NOT_FOUND);
      if (!(await getCustomer(getDb(), id))) throw data({ message: NOT_FOUND }, { status: 404 });
      return { ...customerIntents(getDb(), id), ...hubLinkIntents(getDb(), id), ...staffTextIntents<Permission>(getDb()) };
    },
  });
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, contacts, sites, leads, records, canChange, textTo, textingOff } = loaderData;
  const errorFor = (siteId: number) =>
    actionData && !actionData.ok && actionData.values?.siteId === String(siteId) ? actionData.errors?.accessNotes : undefined;
  return (
    <AdminPage
      title={customer.name}
      description={`Customer #${customer.id}, first in touch ${formatWhen(customer.createdAt)}.`}
      actions={<BackLink to="/admin/customers">All customers</BackLink>}
    >
      <ResultAlert result={actionData} />
      {actionData?.ok && "link" in actionData && typeof actionData.link === "string" ? (
        <div className="mb-5">
          <CopyLink link={actionData.link} label="Link to the customer's page" />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <CustomerLeads leads={leads} statusLabel={leadStatuses.label} />
          <CustomerRecords id="customer-quotes" title="Quotes" rows={records.quotes} empty="No quotes yet." />
          <CustomerRecords id="customer-jobs" title="Jobs" rows={records.jobs} empty="No jobs yet." />
          <CustomerRecords id="customer-invoices" title="Invoices" rows={records.invoices} empty="No invoices yet." />
          <CustomerRecords id="customer-payments" title="Payments" rows={records.payments} empty="No payments yet." />
          <CustomerRecords id="customer-reviews" title="Reviews" rows={records.reviews} empty="No reviews yet." />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <CustomerContacts contacts={contacts} />
          <CustomerSites sites={sites} canChange={canChange} errorFor={errorFor} />
          <p className="text-sm text-ink">
            Keep posted by: {CONTACT_PREFERENCE_LABELS[customer.contactPreference as ContactPreference] ?? "Email"}
          </p>
          {canChange ? <TextCustomerPanel to={textTo} subject={{ type: "customer", id: customer.id }} textingOff={textingOff} /> : null}
          {canChange ? (
            <Panel
              id="customer-hub"
              title="Their own page"
              description="Every quote, booking, invoice and review of theirs in one place, where they can ask for more work."
            >
              <IntentForm intent="hub-link" submit="Make a link to their page" variant="outline" />
            </Panel>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
