import { useEffect } from "react";
import { rememberVisit } from "~/lib/attribution-cookie.client";

/** Notes where this visit came from, once per page load, for the lead's attribution (docs/decisions/0083). */
export function RememberVisit() {
  useEffect(() => rememberVisit(), []);
  return null;
}
