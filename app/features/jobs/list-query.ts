import { listPage, listSearch } from "~/lib/list-search";
import { type JobStatus, jobStatuses } from "./statuses";

/** The jobs list's filters, in its URL. Isomorphic. */
export const JOBS_PER_PAGE = 50;

/** "to_review": done, and not yet looked over by staff. */
type JobListStatus = JobStatus | "to_review";

export interface JobListQuery {
  q: string;
  status: JobListStatus | "";
  page: number;
}

/** The jobs list's filters from its URL; anything unreadable is no filter. */
export function readJobListQuery(params: URLSearchParams): JobListQuery {
  const q = listSearch(params);
  const status = params.get("status") ?? "";
  return {
    q,
    status: status === "to_review" || jobStatuses.is(status) ? (status as JobListStatus) : "",
    page: listPage(params),
  };
}
