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
  "paymentsAccepted",
  "serviceAreas",
  "socialLinks",
] as const satisfies ReadonlyArray<keyof BusinessSettings>;
/** The site's rating (one decimal; null before any review) and count, worked out from the published reviews. */
interface Figures {
  rating: number | null;
  reviewCount: number;
}
export type PublicSettings = Pick<BusinessSettings, (typeof PUBLIC_SETTINGS)[number]> & Figures;

export function publicSettings(settings: BusinessSettings, figures: Figures): PublicSettings {
  return {
    ...(Object.fromEntries(PUBLIC_SETTINGS.map((key) => [key, settings[key]])) as Pick<BusinessSettings, (typeof PUBLIC_SETTINGS)[number]>),
    ...figures,
  };
}
