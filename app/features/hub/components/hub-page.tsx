import { HubSection } from "./hub-section";
import { FormAlert } from "~/components/form/form-alert";
import type { ActionResult } from "~/lib/form-action";
import { CustomerRecords } from "~/features/customers/components/customer-records";
import type { ComingVisit, OpenQuote, OwingInvoice } from "../open-items.server";
import type { HubView } from "../view.server";
import type { CustomerJobPhoto } from "~/features/jobs/customer-photos.server";
import type { JobAwaitingReview } from "~/features/reviews/requests.server";
import { HubDetails } from "./hub-details";
import { HubNewWork } from "./hub-new-work";
import { HubPhotos } from "./hub-photos";
import { HubInvoices } from "./hub-invoices";
import { HubQuotes } from "./hub-quotes";
import { HubReviewsWaiting } from "./hub-reviews";
import { HubVisits } from "./hub-visits";

/**
 * The customer's hub (issue 45): their details and addresses, every quote, booking, invoice,
 * payment and review with us, and "ask for more work" at one of their addresses.
 */
export function HubPage({
  view,
  businessName,
  phone,
  today,
  open,
  bankAccount,
  hubPath,
  photos,
  result,
}: {
  view: HubView;
  open: {
    quotes: readonly OpenQuote[];
    visits: readonly ComingVisit[];
    invoices: readonly OwingInvoice[];
    reviews: readonly JobAwaitingReview[];
  };
  bankAccount: string;
  /** The hub's own path (/c/{token}), for its downloads and photos. */
  hubPath: string;
  photos: readonly CustomerJobPhoto[];
  businessName: string;
  phone: string;
  today: string;
  result?: ActionResult;
}) {
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
      <div className="mt-6 space-y-6">
        <HubQuotes quotes={open.quotes} result={result} />
        <HubVisits visits={open.visits} result={result} />
        <HubInvoices invoices={open.invoices} bankAccount={bankAccount} result={result} />
        <CustomerRecords id="hub-quotes" title="Your quotes" rows={view.records.quotes} empty="No quotes yet." />
        <CustomerRecords id="hub-jobs" title="Your bookings" rows={view.records.jobs} empty="No bookings yet." />
        <CustomerRecords id="hub-past-visits" title="Past visits" rows={view.records.pastVisits} empty="No past visits yet." />
        <CustomerRecords id="hub-invoices" title="Your invoices" rows={view.records.invoices} empty="No invoices yet." />
        <CustomerRecords id="hub-payments" title="Your payments" rows={view.records.payments} empty="No payments yet." />
        <CustomerRecords id="hub-reviews" title="Your reviews" rows={view.records.reviews} empty="No reviews yet.">
          <HubReviewsWaiting jobs={open.reviews} />
        </CustomerRecords>
        <CustomerRecords id="hub-plans" title="Your maintenance plans" rows={view.records.plans} empty="No plans yet." />
        <HubPhotos photos={photos} hubPath={hubPath} />
        <HubNewWork sites={view.sites} today={today} result={result} />
        <HubDetails view={view} result={result} />
        <HubSection id="hub-records" title="Download what we hold about you">
          <p className="mt-1 text-sm text-muted">
            Everything we keep about you, as the Privacy Act lets you ask for: your details, requests and records.
          </p>
          <p className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
            <a href={`${hubPath}/records.pdf`} download className="text-brand-700 underline">
              As a PDF
            </a>
            <a href={`${hubPath}/records.json`} download className="text-brand-700 underline">
              As data (JSON)
            </a>
          </p>
        </HubSection>
      </div>
    </main>
  );
}
