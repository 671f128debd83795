import { toE164NZ } from "~/lib/phone";
import { DAYS_OF_WEEK } from "./days";
import type { PublicSettings } from "./public-settings";

const SCHEMA_DAY: Record<(typeof DAYS_OF_WEEK)[number], string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Days with the same hours share one OpeningHoursSpecification, as search engines prefer. */
function openingHoursSpecification(hours: PublicSettings["openingHours"]) {
  const groups = new Map<string, string[]>();
  for (const day of DAYS_OF_WEEK) {
    const h = hours[day];
    if (!h) continue;
    const key = `${h.opens}-${h.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), SCHEMA_DAY[day]]);
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens, closes] = key.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

export function businessJsonLd(settings: PublicSettings, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${origin}/#business`,
    name: settings.businessName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/icon-512.png`,
    telephone: toE164NZ(settings.phone),
    email: settings.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.postalAddress,
      addressLocality: "Auckland",
      addressRegion: "Auckland",
      addressCountry: "NZ",
    },
    areaServed: settings.serviceAreas.map((name) => ({ "@type": "Place", name: `${name}, Auckland` })),
    openingHoursSpecification: openingHoursSpecification(settings.openingHours),
    priceRange: "$$",
    paymentAccepted: settings.paymentsAccepted.join(", "),
    currenciesAccepted: "NZD",
    // Worked out from the published reviews (docs/decisions/0114); left out until there is one.
    ...(settings.rating !== null && settings.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: settings.rating,
            reviewCount: settings.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
