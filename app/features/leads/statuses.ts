/**
 * A lead's pipeline (docs/decisions/0060): new → contacted → visit booked → quote sent → won,
 * or lost (with a reason); on hold (with a follow-up day); spam and duplicate are kept out of
 * the figures. Isomorphic: the pages only offer the moves the server accepts.
 */
export const LEAD_STATUSES = ["new", "contacted", "visit_booked", "quote_sent", "won", "lost", "on_hold", "spam", "duplicate"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visit_booked: "Visit booked",
  quote_sent: "Quote sent",
  won: "Won",
  lost: "Lost",
  on_hold: "On hold",
  spam: "Spam",
  duplicate: "Duplicate",
};

/** Kept out of every count and chart. */
export const EXCLUDED_FROM_FIGURES: readonly LeadStatus[] = ["spam", "duplicate"];

const OPEN_MOVES: readonly LeadStatus[] = ["on_hold", "lost", "spam", "duplicate"];

/**
 * Where each status may go. Forward along the pipeline (skipping steps is fine: a phone call
 * can book a visit straight away), back to an earlier working step, out to on hold or lost.
 * Won is final; lost, spam and duplicate can be reopened as "contacted" or "new".
 */
const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "visit_booked", "quote_sent", ...OPEN_MOVES],
  contacted: ["visit_booked", "quote_sent", ...OPEN_MOVES],
  visit_booked: ["contacted", "quote_sent", "on_hold", "lost"],
  quote_sent: ["visit_booked", "won", "on_hold", "lost"],
  on_hold: ["contacted", "visit_booked", "quote_sent", "lost"],
  won: [],
  lost: ["contacted"],
  spam: ["new"],
  duplicate: ["new"],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export function nextLeadStatuses(from: string): readonly LeadStatus[] {
  return isLeadStatus(from) ? NEXT[from] : [];
}

export function canMoveLead(from: string, to: LeadStatus): boolean {
  return nextLeadStatuses(from).includes(to);
}

export function leadStatusLabel(status: string): string {
  return isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status;
}
