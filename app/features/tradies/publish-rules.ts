import { lapses, type Expiries } from "./lapse";
import { tradieStatuses } from "./statuses";

/**
 * What stops staff publishing a profile (docs/decisions/0042): marketplaces check licences
 * and insurance before a profile goes live, so a tradie needs current cover on record, no
 * lapsed licence, and to be active. Empty when the profile may be published.
 */
export function publishProblems(t: Expiries & { status: string; bio: string; trades: string[]; areas: string[] }, today: string): string[] {
  const problems: string[] = [];
  if (t.status !== "active")
    problems.push(`Only an active tradie can be published; this one is ${tradieStatuses.label(t.status).toLowerCase()}.`);
  if (!t.insuranceExpiresOn) problems.push("Record their public liability insurance expiry date first.");
  problems.push(...lapses(t, today).map((l) => `${l}.`));
  if (!t.bio.trim() || t.trades.length === 0 || t.areas.length === 0)
    problems.push("Add a bio, at least one trade and at least one area first.");
  return problems;
}
