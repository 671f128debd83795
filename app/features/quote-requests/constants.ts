import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";

/** Hourly slots from 08:00 AM to 06:00 PM: 11 of them. */
export const TIME_SLOTS = Array.from({ length: 11 }, (_, i) => {
  const hour24 = 8 + i;
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${String(hour12).padStart(2, "0")}:00 ${hour24 < 12 ? "AM" : "PM"}`;
});

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
export const HERO_TILES = [
  { service: "Plumbing", icon: "droplets", trending: ["Leaking tap repair", "Hot water cylinder", "Blocked drain"] },
  { service: "Electrical", icon: "zap", trending: ["Power point install", "LED downlights", "Switchboard upgrade"] },
  { service: "Painting", icon: "paint-roller", trending: ["Interior repaint", "Exterior house wash & paint", "Fence staining"] },
  { service: "Carpentry", icon: "hammer", trending: ["Deck repair", "Door hanging", "Skirting & trim"] },
  { service: "Lawn Care", icon: "sprout", trending: ["Lawn mowing", "Hedge trimming", "Section tidy-up"] },
] as const;

/** The fixed list the hero search suggests from. */
export const HERO_SUGGESTIONS = [
  ...SERVICE_OPTIONS.filter((s) => s !== "Other"),
  ...HERO_TILES.flatMap((t) => t.trending),
  "Bathroom Renovation",
  "Kitchen Renovation",
  "Heat Pump Installation",
  "Home Cleaning",
  "Furniture Assembly",
  "Carpet Cleaning",
  "Home Renovation",
  "Fence Repair",
  "Pressure Washing",
  "Roof Repair",
];
