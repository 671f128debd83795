/** Where a lead came from: the website's quote form, or an enquiry staff entered by hand. */
export const STAFF_LEAD_SOURCES = ["phone", "walk-in", "email", "other"] as const;
export type StaffLeadSource = (typeof STAFF_LEAD_SOURCES)[number];
export type LeadSource = "quote-form" | "customer-hub" | StaffLeadSource;

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  "quote-form": "Website quote form",
  "customer-hub": "The customer's own page",
  phone: "Phone call",
  "walk-in": "Walk-in",
  email: "Email to the office",
  other: "Other",
};

export function leadSourceLabel(source: string): string {
  return LEAD_SOURCE_LABELS[source as LeadSource] ?? source;
}
