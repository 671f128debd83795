import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { leadStatuses, type LeadStatus } from "./statuses";

/* The leads list's state as the URL carries it (docs/decisions/0061), checked. Isomorphic. */

export const LEAD_SORTS = ["received", "preferred", "name", "suburb"] as const;

/** "" is every working lead (spam and duplicates hidden), "all" includes them, "follow-up" is on hold and due. */
export type LeadStatusFilter = "" | "all" | "follow-up" | LeadStatus;
const LEAD_PAGE_SIZES = [25, 50, 100] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2026-03-31.")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "That date does not exist.",
  )
  .or(z.literal(""));

const text = (max: number) => safeText("The search").trim().max(max, `Keep it under ${max} characters.`);

const leadListFields = z.object({
  q: text(100),
  status: z
    .string()
    .refine((v): v is LeadStatusFilter => v === "" || v === "all" || v === "follow-up" || leadStatuses.is(v), "That is not a lead status."),
  service: text(100),
  source: text(100),
  area: text(60),
  suburb: text(100),
  tradie: z.string().regex(/^(\d{1,9}|none)?$/, "That is not a tradie."),
  receivedFrom: day,
  receivedTo: day,
  preferredFrom: day,
  preferredTo: day,
  sort: z.enum(LEAD_SORTS, "Sort by received, preferred, name or suburb."),
  dir: z.enum(["asc", "desc"], "The order must be asc or desc."),
  page: z.coerce
    .number("The page must be a number.")
    .int("The page must be a whole number.")
    .min(1, "Pages start at 1.")
    .max(100_000, "That page is too far."),
  per: z.coerce.number().refine((v) => (LEAD_PAGE_SIZES as readonly number[]).includes(v), "Show 25, 50 or 100 a page."),
  after: z.string().regex(/^\d{0,9}$/, "That is not a lead number."),
  before: z.string().regex(/^\d{0,9}$/, "That is not a lead number."),
});

/** The list state's fields, with cursors one way at a time and an area among `areaNames` (the service areas an area filter may name). */
export function leadListQueryForm(areaNames: readonly string[]) {
  return leadListFields
    .refine((q) => !(q.after && q.before), { message: "Use after or before, not both.", path: ["before"] })
    .refine((q) => q.area === "" || areaNames.includes(q.area), { message: "That is not an area we know.", path: ["area"] });
}
