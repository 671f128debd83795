/*
 * What the page's script (app/islands/quote-opener.ts) finds in the quote form's first step as
 * plain HTML (components/quote-first-step.tsx, docs/decisions/0239). A module of its own so
 * that the script, a few kilobytes on every public page, takes none of the form's code with it.
 */

/** The `<template>` that holds the plain first step, in its dialog. */
export const QUOTE_FIRST_STEP_TEMPLATE_ID = "quote-first-step";
/** The plain step's dialog: the one people see when they tap before the form's code has come. */
export const QUOTE_PENDING_DIALOG_ID = "quote-form-pending";
/** Marks a repeating service's option, which shows the "Regular visits" field. */
export const RECURRING_OPTION_ATTRIBUTE = "data-recurring";
/** Marks the plain step's "Regular visits" field. */
export const VISITS_FIELD_ATTRIBUTE = "data-quote-visits";

/** What the plain first step hands to the form when the form's code has come. */
export interface CarriedFirstStep {
  service: string;
  message: string;
  visitsEvery: string;
  /** When the plain step was shown (performance.now()), which the form's fill time counts from. */
  openedAt: number;
  /** Next was pressed: check the step and go on to the next. */
  next: boolean;
}
