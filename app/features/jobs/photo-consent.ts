/**
 * The customer's answer to "may we show photos of this work on our website?" (docs/decisions/0117):
 * asked when the tradie signs the work off, on the customer's job page, or recorded by staff
 * when the customer said it another way. Only the latest answer counts; "no" hides every
 * project of the job at once. Isomorphic.
 */
export interface PhotoConsent {
  given: boolean;
  at: string;
  /** Who gave or recorded it: the customer's typed name, the customer, or the staff member. */
  by: string;
  how: "sign-off" | "customer" | "staff";
  /** How the customer said it, when staff recorded it ("by phone on Tuesday"). */
  note?: string;
}

export function describePhotoConsent(consent: PhotoConsent | null): string {
  if (!consent) return "Not asked yet";
  const answer = consent.given ? "Yes" : "No";
  if (consent.how === "sign-off") return `${answer}, at sign-off (${consent.by})`;
  if (consent.how === "customer") return `${answer}, from the customer's job page`;
  return `${answer}, recorded by ${consent.by}${consent.note ? `: ${consent.note}` : ""}`;
}
