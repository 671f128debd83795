import { data } from "react-router";
import { z } from "./zod";

/** The largest id a table's integer key holds (PostgreSQL `integer`). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The one reading of a record id from outside (a path, a query or a form field;
 * docs/decisions/0094): a whole number from 1 to 2147483647, written plainly (no sign, no
 * leading zero, no spaces). Anything else is no record at all.
 */
export function parseRecordId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : undefined;
}

/** A route's id parameter, or a 404 with the page's message (thrown, for loaders and actions). */
export function routeId(value: string | undefined, notFound = "There is no such record."): number {
  const id = parseRecordId(value);
  if (id === undefined) throw data({ message: notFound }, { status: 404 });
  return id;
}

/** A form field holding a record id, as a number. */
export function recordIdField(message: string) {
  return z
    .string({ error: message })
    .refine((v) => parseRecordId(v) !== undefined, message)
    .transform((v) => Number(v));
}
