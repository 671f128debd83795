import { defineListQuery, listFilters } from "~/lib/list-query";
import { type JobStatus, jobStatuses } from "./statuses";

/** "to_review": done, and not yet looked over by staff. */
type JobListStatus = JobStatus | "to_review";

/** The jobs list's filters, in its URL. Isomorphic. */
export const jobListQuery = defineListQuery("/admin/jobs", 50, {
  q: listFilters.text(),
  status: listFilters.oneOf((value): value is JobListStatus => value === "to_review" || jobStatuses.is(value)),
});

export type JobListQuery = ReturnType<typeof jobListQuery.read>;
