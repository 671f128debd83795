/** The quote form's service options: the spec's 20 services plus Other, in its order. */
export const SERVICE_OPTIONS = [
  "Handyperson",
  "Plumbing",
  "Electrical",
  "Painting",
  "Carpentry",
  "Remodeling",
  "Roofing",
  "Cleaning",
  "Commercial Cleaning",
  "Office Cleaning",
  "HVAC",
  "Windows",
  "Concrete",
  "Landscaping",
  "Lawn Care",
  "Gutter Cleaning",
  "Waste Removal",
  "Drain Cleaning",
  "Leak Repair",
  "General Maintenance",
  "Other",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];
