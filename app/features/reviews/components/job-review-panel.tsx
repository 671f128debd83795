import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { formatWhen } from "~/lib/clock";
import { reviewStatuses } from "../moderation";
import { Stars } from "./stars";

/** A done job's review: the customer's stars once written, or when the request goes, with "ask now". */
export function JobReviewPanel({
  state,
  canAsk,
}: {
  state: { review: { rating: number; status: string } | null; requestDue: Date | string | null };
  canAsk: boolean;
}) {
  if (!state.review && !state.requestDue) return null;
  return (
    <Panel id="job-review" title="Customer's review">
      {state.review ? (
        <p className="flex flex-wrap items-center gap-2">
          <Stars rating={state.review.rating} />
          <span>{reviewStatuses.label(state.review.status)}</span>
          <a href="/admin/reviews" className="underline">
            See reviews
          </a>
        </p>
      ) : (
        <>
          <p>{`The request goes ${formatWhen(state.requestDue!)}.`}</p>
          {canAsk ? (
            <div className="mt-3">
              <IntentForm intent="ask-review" submit="Ask for a review now" variant="outline" />
            </div>
          ) : null}
        </>
      )}
    </Panel>
  );
}
