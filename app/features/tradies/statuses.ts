import { defineStatuses } from "~/lib/status-set";

/**
 * A tradie's standing with the business (docs/decisions/0042). Only an active, published
 * tradie whose insurance and licences are current appears in the public directory.
 */
export const tradieStatuses = defineStatuses({
  active: { label: "Active", tone: "green" },
  paused: { label: "Paused", tone: "amber" },
  suspended: { label: "Suspended", tone: "red" },
  archived: { label: "Archived", tone: "grey" },
});

export type TradieStatus = (typeof tradieStatuses.values)[number];

export const TRADIE_STATUS_DESCRIPTIONS: Record<TradieStatus, string> = {
  active: "Taking work. Shown in the directory when published.",
  paused: "Not taking work for now (holiday, busy season). Hidden from the directory.",
  suspended: "A licence or insurance has lapsed, or a complaint is being looked into. Hidden from the directory.",
  archived: "No longer works with us. Kept for the record, hidden everywhere.",
};
