import type { Area } from "~/features/catalogue/types";

/** Where a lead goes when its suburb is in none of the service areas. */
export const OTHER_AREA = "Other";

const lowerCase = (suburb: string) => suburb.trim().toLowerCase();
const withoutMacrons = (suburb: string) => lowerCase(suburb.normalize("NFD").replace(/\p{M}/gu, ""));

/** Lower-case suburb names, with and without macrons, as typed on the quote form. */
function suburbKeys(suburbs: readonly string[]): string[] {
  return [...new Set(suburbs.flatMap((s) => [lowerCase(s), withoutMacrons(s)]))];
}

/**
 * The service areas (the catalogue's areas, the same ones the site shows and staff edit)
 * read as a suburb index, to file, filter and chart leads by area. A lead's area is worked
 * out from its suburb when it is read, so a change to an area's suburbs re-files every lead.
 */
export interface AreaDirectory {
  names: string[];
  areaOf(suburb: string): string;
  /** The suburb keys of an area (compare with `lower(suburb)`), undefined for an unknown name. */
  suburbKeysOf(name: string): string[] | undefined;
}

export function areaDirectory(areas: readonly Pick<Area, "name" | "suburbs">[]): AreaDirectory {
  const keysByArea = new Map(areas.map((area) => [area.name, suburbKeys(area.suburbs)]));
  const areaBySuburb = new Map([...keysByArea].flatMap(([name, keys]) => keys.map((key) => [key, name] as const)));
  return {
    names: areas.map((area) => area.name),
    areaOf: (suburb) => areaBySuburb.get(lowerCase(suburb)) ?? areaBySuburb.get(withoutMacrons(suburb)) ?? OTHER_AREA,
    suburbKeysOf: (name) => keysByArea.get(name),
  };
}
