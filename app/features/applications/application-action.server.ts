import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { fieldErrors } from "~/features/auth/schema";
import { textValues } from "~/features/tradies/form-schema";
import { readFormData } from "~/features/uploads/form-data.server";
import { uploadLimits } from "~/features/uploads/limits.server";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import { formatMegabytes } from "~/features/uploads/photos";
import { logger } from "~/server/logger.server";
import { applicationLooksLikeABot } from "./bot-signals.server";
import { applicationChoices } from "./choices.server";
import { applicationLimits } from "./limits.server";
import { applicationFormValues, applicationSchema, type ApplicationFormResult } from "./schema";
import { submitApplication } from "./submit-application.server";

export const THANK_YOU_PATH = "/apply/thank-you";
/** Room for the text fields (each at its limit, in four-byte characters) and the multipart framing, beside the photo. */
const TEXT_ALLOWANCE_BYTES = 64 * 1024;

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `We have received several applications from your connection in a short time. Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or give us a call.`;
}

/**
 * The Join as Tradie form post: read within the size limit, bots quietly thanked, checked
 * with the shared schema, stored, then on to the thank-you page. Every problem is a 4xx that
 * re-renders the form with its messages and what was typed.
 */
export async function handleApplicationPost(request: Request, clientAddress: string) {
  const uploads = uploadLimits();
  const limits = applicationLimits();
  const read = await readFormData(request, uploads.maxBytes + TEXT_ALLOWANCE_BYTES);
  if (!read.ok) {
    const tooLarge = read.reason === "too-large";
    const formError = tooLarge ? `The form was too large to send. The photo must be ${formatMegabytes(uploads.maxBytes)} or smaller.` : "We could not read the form. Please try again.";
    return data<ApplicationFormResult>({ formError, errors: tooLarge ? { photo: `The photo must be ${formatMegabytes(uploads.maxBytes)} or smaller` } : {} }, { status: tooLarge ? 413 : 400 });
  }
  const form = read.form;
  if (applicationLooksLikeABot(form, limits.minFillMs)) {
    logger.info("tradie application discarded as a bot");
    return redirect(THANK_YOU_PATH);
  }

  const values = applicationFormValues(form);
  const parsed = applicationSchema(await applicationChoices()).safeParse(values);
  const photo = await readPhotoField(form, "photo", uploads);
  if (!parsed.success || !photo.ok) {
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(photo.ok ? {} : { photo: photo.message }) };
    return data<ApplicationFormResult>({ errors, values: textValues(values) }, { status: 400 });
  }

  const result = await submitApplication(getDb(), { application: parsed.data, photo: photo.variants, clientAddress }, { name: "application", ...limits.rateLimit });
  if (result.outcome === "rate-limited") {
    logger.warn({ retryAfterSeconds: result.retryAfterSeconds }, "tradie application rate limited");
    return data<ApplicationFormResult>({ formError: retryMessage(result.retryAfterSeconds), values: textValues(values) }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  logger.info({ applicationId: result.applicationId, outcome: result.outcome }, "tradie application");
  return redirect(THANK_YOU_PATH);
}

