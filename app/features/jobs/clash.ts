import { spokenSpan } from "./visit-times";

/** Another visit a tradie is already on at the same time. */
export interface Clash {
  tradieName: string;
  /** "J-000045" or "a site visit for lead #12". */
  what: string;
  startMinute: number;
  endMinute: number;
}

/** How the other visit is named in a clash: its job number, or the lead a site visit is for. */
export function clashWhat(jobLabel: string | null, leadId: number): string {
  return jobLabel ?? `a site visit for lead #${leadId}`;
}

/** The warning for one clash, worded the same on the server and, for a week's schedule, in the browser. Isomorphic. */
export function clashWarning(clash: Clash): string {
  return `${clash.tradieName} is also booked ${spokenSpan(clash.startMinute, clash.endMinute)} that day (${clash.what}).`;
}
