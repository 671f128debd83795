import { defineStatuses } from "~/lib/status-set";

/**
 * A lead's pipeline (docs/decisions/0060): new → contacted → visit booked → quote sent → won,
 * or lost (with a reason); on hold (with a follow-up day); spam and duplicate are kept out of
 * the figures. Isomorphic: the pages only offer the moves the server accepts.
 *
 * Moves: forward along the pipeline (skipping steps is fine: a phone call can book a visit
 * straight away), back to an earlier working step, out to on hold or lost. Won is final; lost,
 * spam and duplicate can be reopened as "contacted" or "new".
 */
export const leadStatuses = defineStatuses({
  new: { label: "New", tone: "blue", moves: ["contacted", "visit_booked", "quote_sent", "on_hold", "lost", "spam", "duplicate"] },
  contacted: { label: "Contacted", tone: "amber", moves: ["visit_booked", "quote_sent", "on_hold", "lost", "spam", "duplicate"] },
  visit_booked: { label: "Visit booked", tone: "amber", moves: ["contacted", "quote_sent", "on_hold", "lost"] },
  quote_sent: { label: "Quote sent", tone: "amber", moves: ["visit_booked", "won", "on_hold", "lost"] },
  won: { label: "Won", tone: "green", moves: [] },
  lost: { label: "Lost", tone: "red", moves: ["contacted"] },
  on_hold: { label: "On hold", tone: "grey", moves: ["contacted", "visit_booked", "quote_sent", "lost"] },
  spam: { label: "Spam", tone: "grey", moves: ["new"] },
  duplicate: { label: "Duplicate", tone: "grey", moves: ["new"] },
});

export type LeadStatus = (typeof leadStatuses.values)[number];

/** Kept out of every count and chart. */
export const EXCLUDED_FROM_FIGURES: readonly LeadStatus[] = ["spam", "duplicate"];
