import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { JobAwaitingReview } from "~/features/reviews/requests.server";

/**
 * Jobs whose review we asked for and still wait for, each with "Leave a review": a post that
 * opens the job's review form by a link of its own (docs/decisions/0233).
 */
export function HubReviewsWaiting({ jobs }: { jobs: readonly JobAwaitingReview[] }) {
  if (jobs.length === 0) return null;
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {jobs.map((job) => (
        <li key={job.jobId} className="flex flex-wrap items-center justify-between gap-3 py-3" data-review-job={job.reference}>
          <p className="text-sm">
            <span className="font-semibold">{`${job.reference}: ${job.work}.`}</span> How did we do?
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="open-review" />
            <input type="hidden" name="jobId" value={job.jobId} />
            <Button type="submit" variant="outline">{`Leave a review of ${job.reference}`}</Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
