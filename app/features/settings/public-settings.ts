import type { BusinessSettings } from "./schema";

/**
 * What the public pages (and the root loader's data, which every visitor can read) may know
 * of the settings: an allow-list, so a private setting added later stays private by default.
 */
const PUBLIC_SETTINGS = [
  "businessName",
  "phone",
  "emergencyPhone",
  "email",
  "postalAddress",
  "openingHours",
  "rating",
  "reviewCount",
  "paymentsAccepted",
  "serviceAreas",
  "socialLinks",
] as const satisfies ReadonlyArray<keyof BusinessSettings>;
export type PublicSettings = Pick<BusinessSettings, (typeof PUBLIC_SETTINGS)[number]>;

export function publicSettings(settings: BusinessSettings): PublicSettings {
  return Object.fromEntries(PUBLIC_SETTINGS.map((key) => [key, settings[key]])) as PublicSettings;
}
