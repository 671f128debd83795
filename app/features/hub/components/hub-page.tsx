import { Form } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { ErrorSummary, optionsOf, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS, timeSlotOptions } from "~/features/quote-requests/constants";
import type { ActionResult } from "~/lib/form-action";
import { CustomerRecords } from "~/features/customers/components/customer-records";
import type { HubView } from "../view.server";

/**
 * The customer's hub (issue 45): their details and addresses, every quote, booking, invoice,
 * payment and review with us, and "ask for more work" at one of their addresses.
 */
export function HubPage({
  view,
  businessName,
  phone,
  today,
  result,
}: {
  view: HubView;
  businessName: string;
  phone: string;
  today: string;
  result?: ActionResult;
}) {
  const failed = result && !result.ok ? result : undefined;
  const field = bindFields(failed?.values ?? {}, failed?.errors ?? {}, "work");
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-8 focus:outline-none">
      <p className="text-sm text-muted">{businessName}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{`Kia ora ${view.name.split(/\s+/)[0]}`}</h1>
      <p className="mt-1 text-muted">{`Everything you have with us, in one place. Questions? Call ${phone}.`}</p>
      {result ? (
        <FormAlert tone={result.ok ? "success" : "error"} className="mt-4">
          {result.message}
        </FormAlert>
      ) : null}
      <section aria-labelledby="hub-details" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="hub-details" className="text-lg font-semibold">
          Your details
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Email</dt>
          <dd>{view.email || "None given"}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>{view.phone || "None given"}</dd>
        </dl>
        <h3 className="mt-4 font-semibold">Your addresses</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {view.sites.map((site) => (
            <li key={site.id}>
              {site.address}, {site.suburb}
              {site.accessNotes ? <span className="block text-muted">{`Getting in: ${site.accessNotes}`}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6 space-y-6">
        <CustomerRecords id="hub-quotes" title="Your quotes" rows={view.records.quotes} empty="No quotes yet." />
        <CustomerRecords id="hub-jobs" title="Your bookings" rows={view.records.jobs} empty="No bookings yet." />
        <CustomerRecords id="hub-invoices" title="Your invoices" rows={view.records.invoices} empty="No invoices yet." />
        <CustomerRecords id="hub-payments" title="Your payments" rows={view.records.payments} empty="No payments yet." />
        <CustomerRecords id="hub-reviews" title="Your reviews" rows={view.records.reviews} empty="No reviews yet." />
      </div>
      {view.sites.length > 0 ? (
        <section aria-labelledby="hub-new-work" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="hub-new-work" className="text-lg font-semibold">
            Ask for more work
          </h2>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <input type="hidden" name="intent" value="new-work" />
            <ErrorSummary errors={failed?.errors ?? {}} scope="work" />
            <SelectInput
              {...field("siteId")}
              label="Where"
              options={view.sites.map((s) => ({ value: String(s.id), label: `${s.address}, ${s.suburb}` }))}
            />
            <SelectInput {...field("service")} label="Service" options={optionsOf(SERVICE_OPTIONS, "Choose a service")} />
            <TextArea {...field("message")} label="What needs doing" maxLength={QUOTE_LIMITS.message + 1} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput {...field("preferredDate")} label="Preferred date" type="date" min={today} />
              <SelectInput
                {...field("preferredTime")}
                label="Preferred time"
                options={[{ value: "", label: "Choose a time" }, ...timeSlotOptions()]}
              />
            </div>
            <Button type="submit">Send the request</Button>
          </Form>
        </section>
      ) : null}
    </main>
  );
}
