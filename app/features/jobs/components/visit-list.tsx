import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import { isVisitOpen, visitStatuses } from "../statuses";
import { describeVisitTime } from "../visit-times";
import { VisitForm } from "./visit-form";
import { VisitStatusBadge } from "./job-status-badge";

export interface ListedVisit {
  id: number;
  time: Parameters<typeof describeVisitTime>[0];
  status: string;
  instructions: string;
  tradies: readonly { id: number; name: string; offer?: string }[];
  warnings: readonly string[];
}

const OFFER_WORDS: Record<string, string> = { offered: "offered", accepted: "accepted", declined: "declined", expired: "no answer" };

/** Warnings about a visit: things to check, not reasons it cannot go ahead. */
export function VisitWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" aria-label="Warnings" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Check before it goes ahead</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}

/** A job's (or a lead's) visits, each with its next steps and a form to move it while it is open. */
export function VisitList({
  visits,
  tradies,
  canChange,
  result,
}: {
  visits: readonly ListedVisit[];
  tradies: readonly { id: number; name: string }[];
  canChange: boolean;
  result?: ActionResult<{ visitId?: number }>;
}) {
  if (visits.length === 0) return <p className="text-sm text-muted">No visits yet.</p>;
  return (
    <ol className="space-y-4">
      {visits.map((visit) => {
        const failed =
          result && !result.ok && result.intent === "visit-status" && result.values?.visitId === String(visit.id) ? result : null;
        return (
          <li key={visit.id} className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`visit-${visit.id}-time`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`visit-${visit.id}-time`} className="font-semibold text-ink">
                {describeVisitTime(visit.time)}
              </h3>
              <VisitStatusBadge status={visit.status} />
            </div>
            <p className="mt-1 text-sm text-ink">
              {visit.tradies.length
                ? visit.tradies.map((t) => (t.offer ? `${t.name} (${OFFER_WORDS[t.offer] ?? t.offer})` : t.name)).join(", ")
                : "No tradie yet"}
            </p>
            {visit.instructions ? <p className="mt-1 text-sm whitespace-pre-line text-muted">{visit.instructions}</p> : null}
            <div className="mt-3 space-y-3">
              <VisitWarnings warnings={visit.warnings} />
              {failed ? <FormAlert tone="error">{failed.message}</FormAlert> : null}
              {canChange && isVisitOpen(visit.status)
                ? visit.tradies
                    .filter((t) => t.offer === "offered" || t.offer === "expired")
                    .map((t) => (
                      <Form key={t.id} method="post" aria-label={`Record ${t.name}'s answer`}>
                        <input type="hidden" name="intent" value="accepted-by-phone" />
                        <input type="hidden" name="visitId" value={visit.id} />
                        <input type="hidden" name="tradieId" value={t.id} />
                        <Button type="submit" size="sm" variant="outline">{`${t.name} said yes by phone`}</Button>
                      </Form>
                    ))
                : null}
              {canChange && visitStatuses.next(visit.status).length ? (
                <Form
                  method="post"
                  className="flex flex-wrap items-center gap-2"
                  aria-label={`Mark the visit of ${describeVisitTime(visit.time)}`}
                >
                  <input type="hidden" name="intent" value="visit-status" />
                  <input type="hidden" name="visitId" value={visit.id} />
                  {visitStatuses.next(visit.status).map((status) => (
                    <Button key={status} type="submit" name="status" value={status} size="sm" variant="outline">
                      {status === "cancelled" ? "Cancel visit" : `Mark ${visitStatuses.label(status).toLowerCase()}`}
                    </Button>
                  ))}
                </Form>
              ) : null}
              {canChange && isVisitOpen(visit.status) ? (
                <details
                  className="rounded-md border border-slate-200 p-3"
                  open={result?.intent === "change-visit" && !result.ok && result.values?.visitId === String(visit.id)}
                >
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">Move or change this visit</summary>
                  <div className="mt-3">
                    <VisitForm
                      intent="change-visit"
                      visitId={visit.id}
                      defaults={{ time: visit.time, tradieIds: visit.tradies.map((t) => t.id), instructions: visit.instructions }}
                      tradies={tradies}
                      result={result}
                      submit="Save the visit"
                    />
                  </div>
                </details>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The warnings a saved visit came back with, above the page's forms. */
export function SavedVisitWarnings({ result }: { result: unknown }) {
  const warnings = (result as { ok?: boolean; warnings?: unknown } | undefined)?.warnings;
  if (!Array.isArray(warnings) || warnings.length === 0) return null;
  return (
    <div className="mb-5">
      <VisitWarnings warnings={warnings.map(String)} />
    </div>
  );
}
