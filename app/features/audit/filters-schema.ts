import { parseRecordId } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/** Filters that make no sense are dropped; a page cursor ("before") that is not an entry's id is a 404. */
export const auditFiltersQuery = z.object({
  type: safeText("Type").max(40).optional().catch(undefined),
  actor: safeText("Actor").max(100).optional().catch(undefined),
  before: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : (parseRecordId(v) ?? null))),
});
