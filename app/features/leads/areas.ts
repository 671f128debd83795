/**
 * Auckland's informal areas and their suburbs (field notes), to filter and chart leads by
 * area. A suburb not listed here counts as "Other".
 */
const LEAD_AREAS = {
  "North Shore": ["Takapuna", "Milford", "Devonport", "Northcote", "Birkenhead", "Glenfield", "Browns Bay", "Albany", "Greenhithe"],
  "West Auckland": ["Henderson", "New Lynn", "Glen Eden", "Titirangi", "Te Atatū", "Massey", "Swanson", "Hobsonville"],
  "South Auckland": ["Māngere", "Ōtāhuhu", "Ōtara", "Papatoetoe", "Manukau", "Manurewa", "Takanini", "Papakura"],
  "East Auckland": ["Howick", "Pakuranga", "Botany", "Dannemora", "Bucklands Beach", "Half Moon Bay", "Beachlands", "Flat Bush"],
} as const satisfies Record<string, readonly string[]>;

export type LeadArea = keyof typeof LEAD_AREAS;
export const LEAD_AREA_NAMES = Object.keys(LEAD_AREAS) as LeadArea[];

export function isLeadArea(value: unknown): value is LeadArea {
  return typeof value === "string" && value in LEAD_AREAS;
}

/** Lower-case suburb names, with and without macrons, as typed on the quote form. */
export function areaSuburbKeys(area: LeadArea): string[] {
  const keys = LEAD_AREAS[area].flatMap((s) => [s.toLowerCase(), s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()]);
  return [...new Set(keys)];
}

const AREA_BY_SUBURB = new Map(LEAD_AREA_NAMES.flatMap((area) => areaSuburbKeys(area).map((key) => [key, area] as const)));

export function areaOfSuburb(suburb: string): LeadArea | "Other" {
  return AREA_BY_SUBURB.get(suburb.trim().toLowerCase()) ?? "Other";
}
