import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import type { CustomerJobView } from "../customer-job.server";
import { describeVisitTime } from "../visit-times";
import type { PhotoConsent } from "../photo-consent";
import { VisitStatusBadge } from "./job-status-badge";
import { VisitAnswers } from "./visit-answers";

/** The customer's booking: when we are coming and who, with "that suits" and "please change it" for each visit still to come. */
export function CustomerJobPage({
  view,
  businessName,
  phone,
  result,
}: {
  view: CustomerJobView;
  businessName: string;
  phone: string;
  result?: ActionResult<{ visitId?: number }>;
}) {
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-8 focus:outline-none">
      <p className="text-sm text-muted">{businessName}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{view.title}</h1>
      <p className="mt-1 text-muted">{`${view.reference} · ${view.address}`}</p>
      {result ? (
        <FormAlert tone={result.ok ? "success" : "error"} className="mt-4">
          {result.message}
        </FormAlert>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold">Your visits</h2>
      {view.visits.length === 0 ? (
        <p className="mt-2 text-muted">{`We are finding a time for this work and will be in touch. Questions? Call ${phone}.`}</p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {view.visits.map((visit) => (
          <li key={visit.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`visit-${visit.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`visit-${visit.id}`} className="font-semibold">
                {describeVisitTime(visit.time)}
              </h3>
              <VisitStatusBadge status={visit.status} />
            </div>
            {visit.tradies.length ? (
              <ul className="mt-3 flex flex-wrap gap-4">
                {visit.tradies.map((t) => (
                  <li key={t.firstName} className="flex items-center gap-2">
                    {t.photo ? <img src={t.photo} alt="" width={48} height={48} className="size-12 rounded-full object-cover" /> : null}
                    <span>{t.says}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {visit.news ? <p className="mt-3 text-sm">{visit.news}</p> : null}
            {visit.open ? (
              <VisitAnswers
                visitId={visit.id}
                confirmed={visit.confirmed}
                intents={{ confirm: "confirm", change: "change" }}
                changeError={errors.message}
                changeOpen={result && !result.ok && result.intent === "change"}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {view.photoConsent !== undefined ? <PhotoQuestion consent={view.photoConsent} /> : null}
      <p className="mt-8 text-sm text-muted">{`Questions? Call us on ${phone} or reply to our email.`}</p>
    </main>
  );
}

/** "May we show photos of the work?", with the answer so far and the other answer a tap away (docs/decisions/0117). */
function PhotoQuestion({ consent }: { consent: PhotoConsent | null }) {
  const answer = (value: "yes" | "no", label: string, variant: "brand" | "outline") => (
    <Form method="post">
      <input type="hidden" name="intent" value="photos" />
      <input type="hidden" name="answer" value={value} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  );
  return (
    <section aria-labelledby="photos-question" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="photos-question" className="text-lg font-semibold">
        Photos of the work on our website
      </h2>
      <p className="mt-2">
        May we show before and after photos of this work in our project gallery? We show the suburb and the kind of work, never your name or
        street address.
      </p>
      <p className="mt-2 font-semibold">
        {consent === null
          ? "You have not told us yet."
          : consent.given
            ? "You said yes. Thank you."
            : "You said no, so we will not show them."}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {consent?.given !== true ? answer("yes", "Yes, you may show them", "brand") : null}
        {consent?.given !== false ? answer("no", consent ? "No, please take them down" : "No, please don't", "outline") : null}
      </div>
    </section>
  );
}
