import { z } from "~/lib/zod";

/* The price list page's import form (isomorphic). */

export const priceListCsvForm = z.object({
  file: z.instanceof(File, { error: "Choose a CSV file to import." }).refine((file) => file.size > 0, "Choose a CSV file to import."),
});
