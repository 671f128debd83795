/** One field that a change altered, with its values as text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between two recorded values, nested objects flattened to dotted
 * names ("openingHours.monday"), so the audit page shows what changed rather than two blobs.
 */
export function changedFields(before: unknown, after: unknown, prefix = ""): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  if (prefix === "" && (isRecord(before) || isRecord(after))) {
    const record = (isRecord(after) ? after : before) as Record<string, unknown>;
    return Object.keys(record).flatMap((key) =>
      changedFields(isRecord(before) ? before[key] : undefined, isRecord(after) ? after[key] : undefined, key),
    );
  }
  return [{ field: prefix || "value", before: asText(before), after: asText(after) }];
}
