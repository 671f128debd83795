import { formatMoney } from "~/lib/money";

/** One field that a change altered, named for people, with its values as text. */
export interface FieldChange {
  /** The recorded key, dotted for nested ones ("openingHours.monday.opens"). */
  field: string;
  /** What staff read: "Opening hours › Monday › Opens", "Total incl. GST". */
  label: string;
  before: string;
  after: string;
}

/** Keys whose words alone would not say it (amounts in cents are named without "cents"). */
const LABELS: Record<string, string> = {
  inclusiveCents: "Total incl. GST",
  exclusiveCents: "Total excl. GST",
  gstCents: "GST",
  acceptedCents: "Accepted total",
  wonValueCents: "Won value",
  unitPriceCents: "Unit price",
  costCents: "Cost",
  tradieIds: "Tradies",
  tradieId: "Tradie",
  mergedIntoId: "Merged into lead",
  customerId: "Customer",
  siteId: "Site",
  email: "Email",
  url: "URL",
};

/** "accessNotes" → "Access notes", "firstRespondedAt" → "First responded at", "amountCents" → "Amount". */
function keyLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/Cents$/, "")
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase()
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function fieldLabel(field: string): string {
  return field.split(".").map(keyLabel).join(" › ");
}

function asText(value: unknown, field: string): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "number" && Number.isSafeInteger(value) && /Cents$/.test(field.split(".").at(-1) ?? "")) return formatMoney(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) return value.join(", ") || "—";
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function change(field: string, before: unknown, after: unknown): FieldChange {
  return { field, label: fieldLabel(field), before: asText(before, field), after: asText(after, field) };
}

/**
 * The fields that differ between two recorded values, nested objects flattened to dotted
 * names ("openingHours.monday"), so the audit page shows what changed rather than two blobs;
 * each named in words and an amount in cents shown as money (issue 40.16: "inclusiveCents 118150"
 * read as "Total incl. GST $1,181.50").
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
  return [change(prefix || "value", before, after)];
}
