/*
 * "Regular visits" on the quote form (issue 44, item 4; docs/decisions/0203): the services that
 * are bought by the visit, again and again, and how often a customer can ask for them.
 */

/** The quote form's services that repeat: lawns, gutters, cleaning, windows, gardens, upkeep. */
export const RECURRING_SERVICES: ReadonlySet<string> = new Set([
  "Cleaning",
  "Commercial Cleaning",
  "Office Cleaning",
  "Windows",
  "Landscaping",
  "Lawn Care",
  "Gutter Cleaning",
  "General Maintenance",
]);

export const VISIT_FREQUENCIES = ["week", "2-weeks", "month", "3-months", "6-months", "year"] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];

export const isVisitFrequency = (value: string): value is VisitFrequency => (VISIT_FREQUENCIES as readonly string[]).includes(value);

export const VISIT_FREQUENCY_LABELS: Record<VisitFrequency, string> = {
  week: "Every week",
  "2-weeks": "Every 2 weeks",
  month: "Every month",
  "3-months": "Every 3 months",
  "6-months": "Every 6 months",
  year: "Once a year",
};

/** Each frequency as a plan's rule says it (docs/decisions/0180), for a plan made from the request. */
export const VISIT_FREQUENCY_RULES: Record<VisitFrequency, { frequency: "weekly" | "monthly"; interval: number }> = {
  week: { frequency: "weekly", interval: 1 },
  "2-weeks": { frequency: "weekly", interval: 2 },
  month: { frequency: "monthly", interval: 1 },
  "3-months": { frequency: "monthly", interval: 3 },
  "6-months": { frequency: "monthly", interval: 6 },
  year: { frequency: "monthly", interval: 12 },
};
