import { defineStatuses } from "~/lib/status-set";

/*
 * The published rules for reviews (docs/decisions/0114), as the Commerce Commission's guidance
 * reads: every genuine review is published, whatever its rating; one is held back or hidden only
 * for abuse, someone's personal information, not being about the work, or a conflict of
 * interest, with the reason recorded. Never for being negative, and the text is never edited.
 * Isomorphic and pure.
 */
export const HIDE_REASONS = ["abuse", "personal_information", "off_topic", "conflict_of_interest"] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  abuse: "Abusive, threatening or discriminatory",
  personal_information: "Holds someone's personal information",
  off_topic: "Not about this work",
  conflict_of_interest: "Written by someone with a conflict of interest",
};

export const reviewStatuses = defineStatuses({
  published: { label: "Published", tone: "green" },
  held: { label: "Held for a check", tone: "amber" },
  hidden: { label: "Hidden", tone: "red" },
  private: { label: "Not for publishing", tone: "grey" },
});

/** The staff list's page size. */
export const STAFF_REVIEWS_PER_PAGE = 50;

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** An NZ phone number: 021 555 0101, 09-280 4471, +64 21 5550101 (seven or more digits in a row of digit groups). */
const PHONE = /(?:\+?64|0)[\s-]?\d{1,2}[\s-]?\d{3}[\s-]?\d{3,4}\b/;
/** Words that are abuse in any review; a short list on purpose: staff decide the rest. */
const ABUSE = /\b(?:cunt|fuck(?:ing|er|ed)?|wanker|retard(?:ed)?|n[i1]gg(?:er|a))\b/i;

/** Why a review's text should wait for staff before it is shown; null when it may be published at once. */
export function screenReview(text: string): HideReason | null {
  if (ABUSE.test(text)) return "abuse";
  if (EMAIL.test(text) || PHONE.test(text)) return "personal_information";
  return null;
}

/** "Aroha Ngata" → "Aroha N.": a first name and an initial, never a full name. */
export function shownName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The average of some ratings to one decimal, as shown: 4.8999 → 4.9; null for none. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}
