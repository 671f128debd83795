import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { pagePathSchema, requiredText } from "./page-form-fields";
import { areaContentSchema } from "./schema";

const suburb = safeText("A suburb").trim().min(1).max(60, "Keep each suburb to 60 characters or fewer");

/** What an admin sets of a service area (docs/decisions/0086): its name, page path, suburbs and page words. */
export const areaEditSchema = z.object({
  name: requiredText("name", 60),
  path: pagePathSchema,
  suburbs: z.array(suburb).min(1, "List at least one suburb, one per line").max(200, "List at most 200 suburbs"),
  content: areaContentSchema,
});
export type AreaEdit = z.infer<typeof areaEditSchema>;
