import { HubSection } from "./hub-section";
import { FormAlert } from "~/components/form/form-alert";
import { VisitAnswers } from "~/features/jobs/components/visit-answers";
import type { ActionResult } from "~/lib/form-action";
import type { ComingVisit } from "../open-items.server";
import { failureOf } from "./record-failure";

/** Visits still to come, each with "that time suits" and "change it", as on the booking's own page. */
export function HubVisits({ visits, result }: { visits: readonly ComingVisit[]; result?: ActionResult }) {
  if (visits.length === 0) return null;
  return (
    <HubSection id="hub-coming-visits" title="Visits coming up">
      <ul className="mt-2 divide-y divide-slate-200">
        {visits.map((visit) => {
          const failed =
            failureOf(result, "change-visit", "visitId", visit.visitId) ?? failureOf(result, "confirm-visit", "visitId", visit.visitId);
          return (
            <li key={visit.visitId} className="py-3" data-visit={visit.visitId}>
              <h3 className="font-semibold">{visit.when}</h3>
              <p className="text-sm text-muted">{`${visit.what} at ${visit.site}`}</p>
              {failed && !failed.errors ? <FormAlert className="mt-2">{failed.message}</FormAlert> : null}
              <VisitAnswers
                visitId={visit.visitId}
                confirmed={visit.confirmed}
                intents={{ confirm: "confirm-visit", change: "change-visit" }}
                changeError={failed?.errors?.message}
                changeText={failed?.values?.message ?? ""}
              />
            </li>
          );
        })}
      </ul>
    </HubSection>
  );
}
