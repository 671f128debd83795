import type { ShouldRevalidateFunction } from "react-router";

/**
 * A kept tap changed nothing on the server yet: asking every loader again would only wait for a
 * connection that is not there, and fail the page. Exported by the root and the visit's page; a
 * module of its own, so the root, which every page that hydrates whole loads, does not bring the
 * offline code with it.
 */
export const skipRevalidationAfterKeptTap: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { queued?: boolean } | undefined)?.queued ? false : defaultShouldRevalidate;
