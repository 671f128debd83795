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
