/** The kinds of numbered document, by the prefix their numbers carry (quote, job, invoice, credit note). Isomorphic. */
export type DocumentKind = "Q" | "J" | "INV" | "CN";

/** Q-000123, or Q-000123-2 for a quote's second version (the first version carries no suffix). */
export function documentNumber(kind: DocumentKind, value: number, version = 1): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`not a document number: ${value}`);
  if (!Number.isInteger(version) || version < 1) throw new RangeError(`not a version: ${version}`);
  const base = `${kind}-${String(value).padStart(6, "0")}`;
  return version === 1 ? base : `${base}-${version}`;
}

/** "Q-000123-2" → { kind: "Q", value: 123, version: 2 }; anything else → null. */
export function parseDocumentNumber(text: string): { kind: DocumentKind; value: number; version: number } | null {
  const match = /^(Q|J|INV|CN)-(\d{6,})(?:-([1-9]\d{0,3}))?$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const value = Number(match[2]);
  if (!Number.isSafeInteger(value) || value < 1) return null;
  const version = match[3] ? Number(match[3]) : 1;
  if (match[3] === "1") return null;
  return { kind: match[1] as DocumentKind, value, version };
}
