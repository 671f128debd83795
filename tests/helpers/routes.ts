/** Every public route of spec section 2 (tradie profile 1 is a seeded demo tradie). */
export const SERVICE_PATHS = [
  "/lawn-care-auckland",
  "/gutter-cleaning-auckland",
  "/gutter-cleaning",
  "/bathroom-renovation",
  "/kitchen-renovation",
  "/heat-pump-installation",
  "/home-cleaning",
  "/furniture-assembly",
  "/carpet-cleaning",
  "/landscaping",
  "/painting",
  "/handyman-auckland",
  "/home-renovation",
];

export const AREA_PATHS = ["/north-shore", "/west-auckland", "/south-auckland", "/east-auckland", "/auckland-central"];

export const INFO_PATHS = ["/how-it-works", "/property-maintenance-guide", "/faq", "/privacy-policy"];

export const THANK_YOU_PATHS = ["/apply/thank-you", "/thank-you"];

export const PUBLIC_PATHS = [
  "/",
  "/services",
  "/about",
  "/contact",
  ...SERVICE_PATHS,
  ...AREA_PATHS,
  "/our-tradies",
  "/tradie/1",
  "/find-a-tradie",
  "/reviews",
  "/projects",
  "/join-as-tradie",
  ...INFO_PATHS,
  ...THANK_YOU_PATHS,
];
