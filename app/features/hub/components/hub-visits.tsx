import { Form } from "react-router";
import { TextArea } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import type { ComingVisit } from "../open-items.server";
import { failureOf } from "./record-failure";

/** Visits still to come, each with "that time suits" and "change it", as on the booking's own page. */
export function HubVisits({ visits, result }: { visits: readonly ComingVisit[]; result?: ActionResult }) {
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="hub-coming-visits" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="hub-coming-visits" className="text-lg font-semibold">
        Visits coming up
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {visits.map((visit) => {
          const failed =
            failureOf(result, "change-visit", "visitId", visit.visitId) ?? failureOf(result, "confirm-visit", "visitId", visit.visitId);
          return (
            <li key={visit.visitId} className="py-3" data-visit={visit.visitId}>
              <h3 className="font-semibold">{visit.when}</h3>
              <p className="text-sm text-muted">{`${visit.what} at ${visit.site}`}</p>
              {failed && !failed.errors ? <FormAlert className="mt-2">{failed.message}</FormAlert> : null}
              <div className="mt-3 space-y-3">
                {visit.confirmed ? (
                  <p className="text-sm font-semibold text-emerald-800">You confirmed this time. Thank you.</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="confirm-visit" />
                    <input type="hidden" name="visitId" value={visit.visitId} />
                    <Button type="submit" size="sm">
                      That time suits
                    </Button>
                  </Form>
                )}
                <details className="rounded-md border border-slate-200 p-3" open={Boolean(failed?.errors)}>
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ask to change the time</summary>
                  <Form method="post" noValidate className="mt-3 space-y-3">
                    <input type="hidden" name="intent" value="change-visit" />
                    <input type="hidden" name="visitId" value={visit.visitId} />
                    <TextArea
                      scope={`change-${visit.visitId}`}
                      name="message"
                      label="What would suit you better?"
                      rows={3}
                      defaultValue={failed?.values?.message ?? ""}
                      error={failed?.errors?.message}
                    />
                    <Button type="submit" size="sm" variant="outline">
                      Send the request
                    </Button>
                    <p className="text-sm text-muted">Nothing changes until we reply to confirm a new time.</p>
                  </Form>
                </details>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
