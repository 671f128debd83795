/*
 * How customers are matched beyond their contacts. An email's key (`emailKey`, lib/email-address)
 * and a phone's (`phoneKey`, lib/phone) live in lib, so every feature stores and compares them
 * the same way; here are a site's key and whether two names may be one person's.
 */

/** One site per place: the address and suburb, lower case, single spaces. */
export function siteKey(address: string, suburb: string): string {
  return `${address} ${suburb}`.trim().toLowerCase().replace(/\s+/g, " ");
}

/** A name's words, lower case, without accents or punctuation: "Mere-Ana  Tūhoe" → ["mere", "ana", "tuhoe"]. */
function nameWords(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether two names may be one person's (issue 40, item 9): the same first name, and last names
 * that agree where both are given, one perhaps shortened ("Aroha R" and "Aroha Repeat").
 * "Hemi Walker" and "Mere Walker" sharing a home phone are two people.
 */
export function namesAgree(a: string, b: string): boolean {
  const [first, second] = [nameWords(a), nameWords(b)];
  if (first.length === 0 || second.length === 0 || first[0] !== second[0]) return false;
  if (first.length === 1 || second.length === 1) return true;
  const [lastA, lastB] = [first[first.length - 1], second[second.length - 1]];
  return lastA.startsWith(lastB) || lastB.startsWith(lastA);
}
