import { quoteRequestSchema } from "~/features/quote-requests/schema";
import { recordIdField } from "~/lib/record-id";
import { z } from "~/lib/zod";

/** "Ask for more work" on the hub: the quote form's own fields and messages for the work, at one of the customer's sites. */
export const newWorkSchema = z.strictObject({
  service: quoteRequestSchema.shape.service,
  preferredDate: quoteRequestSchema.shape.preferredDate,
  preferredTime: quoteRequestSchema.shape.preferredTime,
  message: quoteRequestSchema.shape.message,
  siteId: recordIdField("Choose one of your addresses"),
});

export type NewWork = z.output<typeof newWorkSchema>;
