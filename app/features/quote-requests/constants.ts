import { formatClockText } from "~/lib/clock";
import { SERVICE_OPTIONS, type ServiceOption } from "~/features/catalogue/service-options";

/** Hourly slots from 08:00 AM to 06:00 PM: 11 of them. */
export const TIME_SLOTS = Array.from({ length: 11 }, (_, i) => {
  const hour24 = 8 + i;
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${String(hour12).padStart(2, "0")}:00 ${hour24 < 12 ? "AM" : "PM"}`;
});

/** The time slots as a select's options: each sent as stored ("10:00 AM"), read as people say it ("10 am"). */
export function timeSlotOptions(values: readonly string[] = TIME_SLOTS): Array<{ value: string; label: string }> {
  return values.map((value) => ({ value, label: formatClockText(value) }));
}

/** Spec section 5's limits: characters after trimming, digits for the phone number. */
export const QUOTE_LIMITS = {
  service: 100,
  name: 100,
  email: 255,
  phoneMin: 10,
  phoneMax: 15,
  /** Room for spaces, dashes and brackets around 15 digits. */
  phoneMaxCharacters: 30,
  address: 500,
  suburb: 100,
  message: 1000,
} as const;

export const QUOTE_STEPS = 3;
export const HERO_SUGGESTION_MIN_CHARS = 2;
export const HERO_SUGGESTION_MAX = 5;

/** Hero quick-service tiles, each with the jobs people ask for most. */
export const HERO_TILES: ReadonlyArray<{ service: ServiceOption; icon: string; trending: readonly string[] }> = [
  { service: "Plumbing", icon: "droplets", trending: ["Leaking tap repair", "Hot water cylinder", "Blocked drain"] },
  { service: "Electrical", icon: "zap", trending: ["Power point install", "LED downlights", "Switchboard upgrade"] },
  { service: "Painting", icon: "paint-roller", trending: ["Interior repaint", "Exterior house wash & paint", "Fence staining"] },
  { service: "Carpentry", icon: "hammer", trending: ["Deck repair", "Door hanging", "Skirting & trim"] },
  { service: "Lawn Care", icon: "sprout", trending: ["Lawn mowing", "Hedge trimming", "Section tidy-up"] },
];

/**
 * Suggestions that are not one of the services, with the service each is filed under: a
 * suggestion picked (or typed in full) chooses its service, and its words become the brief
 * description (docs/decisions/0145).
 */
const MORE_SUGGESTIONS: ReadonlyArray<readonly [text: string, service: ServiceOption]> = [
  ["Bathroom Renovation", "Remodeling"],
  ["Kitchen Renovation", "Remodeling"],
  ["Heat Pump Installation", "HVAC"],
  ["Home Cleaning", "Cleaning"],
  ["Furniture Assembly", "Handyperson"],
  ["Carpet Cleaning", "Cleaning"],
  ["Home Renovation", "Remodeling"],
  ["Fence Repair", "Carpentry"],
  ["Pressure Washing", "Cleaning"],
  ["Roof Repair", "Roofing"],
];

/** Each suggestion's service: the services themselves, the tiles' trending jobs, and the rest. */
export const SUGGESTION_SERVICES: ReadonlyMap<string, ServiceOption> = new Map([
  ...SERVICE_OPTIONS.filter((s) => s !== "Other").map((s) => [s, s] as const),
  ...HERO_TILES.flatMap((t) => t.trending.map((job) => [job, t.service] as const)),
  ...MORE_SUGGESTIONS,
]);

/** The fixed list the hero search suggests from. */
export const HERO_SUGGESTIONS: readonly string[] = [...SUGGESTION_SERVICES.keys()];
