/** Case, spaces and macrons aside: "Te Atatū" and "te atatu" are one suburb. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A site's address on one line: the street address, then the suburb unless the address already
 * holds it ("8 Kohu Road, Titirangi" with the suburb "Titirangi" is "8 Kohu Road, Titirangi", not
 * "…, Titirangi, Titirangi"). People often type the suburb, or the whole postal address, into the
 * address field as well.
 */
export function siteAddress(address: string, suburb: string): string {
  const street = address.trim().replace(/[\s,]+$/, "");
  const place = fold(suburb);
  if (!place) return street;
  if (!street) return suburb.trim();
  const parts = street.split(/[,\n]/).map(fold);
  const holdsSuburb = parts.includes(place) || parts.at(-1)!.endsWith(` ${place}`);
  return holdsSuburb ? street : `${street}, ${suburb.trim()}`;
}

/** "Mount Eden" → "mt eden", "Saint Heliers" → "st heliers": the short and long spellings of one place as one key. */
const placeKey = (suburb: string) =>
  fold(suburb)
    .replace(/^mount\b/, "mt")
    .replace(/^saint\b/, "st")
    .replace(/^point\b/, "pt");

/**
 * A list of suburbs as people read it: each place once, as first listed ("Mt Eden", not "Mt Eden,
 * Mount Eden"), and without a short name another entry already holds at its end ("CBD" beside
 * "Auckland CBD"). The lists keep every spelling for matching what people type (issue 40.16).
 */
export function distinctSuburbs(suburbs: readonly string[]): string[] {
  const keys = suburbs.map(placeKey);
  return suburbs.filter((_, i) => {
    const key = keys[i];
    if (keys.indexOf(key) !== i) return false;
    return !keys.some((other, j) => j !== i && other.endsWith(` ${key}`));
  });
}
