import { Form } from "react-router";
import { TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { formatIsoDay } from "~/lib/clock";

/** On the customer's visit link: ask to skip a regular visit (staff confirm), one form a visit still to come. */
export function SkipVisitRequest({
  visits,
  result,
}: {
  visits: readonly { visitId: number; day: string; asked: boolean }[];
  result?: { ok: boolean; intent?: string; message?: string; errors?: Record<string, string> } | null;
}) {
  if (visits.length === 0) return null;
  const mine = result && result.intent === "skip-request" ? result : null;
  return (
    <section aria-labelledby="skip-visit" className="mx-auto mt-6 max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="skip-visit" className="text-lg font-semibold text-ink">
        Skip a regular visit
      </h2>
      <p className="mt-1 text-sm text-muted">
        Away, or the lawn does not need it? Ask us to skip one visit; your plan carries on as before.
      </p>
      {mine?.message ? (
        <p role={mine.ok ? "status" : "alert"} className="mt-3 text-sm font-semibold">
          {mine.message}
        </p>
      ) : null}
      {visits.map((visit) =>
        visit.asked ? (
          <p key={visit.visitId} className="mt-3 text-sm">
            You asked to skip the visit on {formatIsoDay(visit.day)}: we will confirm it with you.
          </p>
        ) : (
          <Form key={visit.visitId} method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="skip-request" />
            <input type="hidden" name="visitId" value={visit.visitId} />
            <TextInput scope={`skip-${visit.visitId}`} name="reason" label="Why (optional)" error={mine?.errors?.reason} />
            <Button type="submit" variant="outline">
              Ask to skip the visit on {formatIsoDay(visit.day)}
            </Button>
          </Form>
        ),
      )}
    </section>
  );
}
