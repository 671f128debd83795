/**
 * A tradie's standing with the business (docs/decisions/0042). Only an active, published
 * tradie whose insurance and licences are current appears in the public directory.
 */
export const TRADIE_STATUSES = ["active", "paused", "suspended", "archived"] as const;
export type TradieStatus = (typeof TRADIE_STATUSES)[number];

export const TRADIE_STATUS_INFO: Record<TradieStatus, { label: string; description: string }> = {
  active: { label: "Active", description: "Taking work. Shown in the directory when published." },
  paused: { label: "Paused", description: "Not taking work for now (holiday, busy season). Hidden from the directory." },
  suspended: {
    label: "Suspended",
    description: "A licence or insurance has lapsed, or a complaint is being looked into. Hidden from the directory.",
  },
  archived: { label: "Archived", description: "No longer works with us. Kept for the record, hidden everywhere." },
};

export function isTradieStatus(value: unknown): value is TradieStatus {
  return typeof value === "string" && (TRADIE_STATUSES as readonly string[]).includes(value);
}
