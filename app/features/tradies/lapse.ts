import { formatIsoDay } from "~/lib/clock";
import { LICENCE_INFO, type Licence } from "./licences";

/**
 * Insurance and licences that have run out (docs/decisions/0042). Days are `YYYY-MM-DD` in
 * Auckland, which compare correctly as text; cover is good through its expiry day.
 */
export interface Expiries {
  insuranceExpiresOn: string | null;
  licences: readonly Licence[];
}

/** Why a tradie may not be shown or published today, in words; empty when everything is current. */
export function lapses(t: Expiries, today: string): string[] {
  const found: string[] = [];
  if (t.insuranceExpiresOn && t.insuranceExpiresOn < today)
    found.push(`Public liability insurance expired on ${formatIsoDay(t.insuranceExpiresOn)}`);
  for (const l of t.licences) {
    if (l.expiresOn && l.expiresOn < today)
      found.push(`${LICENCE_INFO[l.kind].short} licence ${l.number} expired on ${formatIsoDay(l.expiresOn)}`);
  }
  return found;
}

/** Expiry days from today up to `horizon` (both `YYYY-MM-DD`), for the admin list's warnings. */
export function expiringWithin(t: Expiries, today: string, horizon: string): string[] {
  const soon = (day: string | null): day is string => day !== null && day >= today && day <= horizon;
  return [
    ...(soon(t.insuranceExpiresOn) ? [`Insurance ends ${formatIsoDay(t.insuranceExpiresOn)}`] : []),
    ...t.licences.flatMap((l) => (soon(l.expiresOn) ? [`${LICENCE_INFO[l.kind].short} ends ${formatIsoDay(l.expiresOn)}`] : [])),
  ];
}
