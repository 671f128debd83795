import { payByCardSchema } from "~/features/payments/schema";
import { acceptSchema } from "~/features/quotes/responses-schema";
import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/* What a customer answers in place on their hub (docs/decisions/0194): each form names one of their records. Isomorphic. */

const versionId = recordIdField("Choose one of your quotes");

const visitId = recordIdField("Choose one of your visits");

const invoiceId = recordIdField("Choose one of your invoices");

const jobId = recordIdField("Choose one of your jobs");

export const hubAcceptForm = acceptSchema.omit({ chosen: true }).extend({ versionId });

export const hubChangeVisitForm = z.object({
  visitId,
  message: safeText("Your message").trim().min(1, "Tell us what would suit you better").max(1000, "Keep it to 1,000 characters or fewer"),
});

export const hubPayForm = payByCardSchema.extend({ invoiceId });

/** "Open the quote": which of their quotes. */
export const openQuoteForm = z.object({ versionId });

/** "That time suits": which of their visits. */
export const confirmVisitForm = z.object({ visitId });

/** "Leave a review": which of their done jobs. */
export const openReviewForm = z.object({ jobId });
