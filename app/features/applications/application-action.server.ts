import type { Attribution } from "~/lib/attribution";
import { THANK_YOU_PATH, thankYouPath } from "~/lib/thank-you";
import { redirect } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { textValues } from "~/features/tradies/form-schema";
import { getConfig } from "~/platform/config.server";
import { checkPhotoField, decodePhotoField } from "~/features/uploads/photo-field.server";
import { secondsUntilToken } from "~/features/abuse/rate-limit.server";
import { formatMegabytes } from "~/features/uploads/photos";
import { DomainError } from "~/lib/domain-error";
import { intent, type ActionFailure, type FormIntents } from "~/lib/form-action";
import { logger } from "~/platform/logger.server";
import { applicationLooksLikeABot } from "./bot-signals.server";
import { applicationChoices } from "./choices.server";
import { applicationFormValues, applicationSchema } from "./schema";
import { submitApplication } from "./submit-application.server";

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `We have received several applications from your connection in a short time. Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or give us a call.`;
}

/** A form over the upload limit, refused unread by the server's body guard: said beside the photo. */
export function applicationUnreadable(read: { reason: string }): Partial<ActionFailure<Record<string, unknown>>> {
  if (read.reason !== "too-large") return {};
  const limit = formatMegabytes(getConfig().uploads.maxBytes);
  return {
    message: `The form was too large to send. The photo must be ${limit} or smaller.`,
    errors: { photo: `The photo must be ${limit} or smaller` },
  };
}

/**
 * The Join as Tradie form (a public form: no one to authorise): bots quietly thanked, checked
 * with the shared schema, stored, then on to the thank-you page. Every problem is a 4xx that
 * re-renders the form with its messages and what was typed.
 */
export async function applicationIntents(
  clientAddress: string,
  attribution: Attribution | null,
): Promise<FormIntents<undefined, never, object, Record<string, unknown>>> {
  const { uploads, applications: limits } = getConfig();
  return {
    apply: intent(
      applicationSchema(await applicationChoices()),
      async (application, { form }) => {
        // The cheap checks first: the photo's header, then the rate limit. Only then is the
        // photo decoded (docs/decisions/0045).
        const checked = await checkPhotoField(form, "photo", uploads);
        if (!checked.ok) throw new DomainError(checked.message, { status: 400, field: "photo" });
        const rateLimit = { name: "application", ...limits.rateLimit };
        const rateLimited = (retryAfterSeconds: number) => {
          logger.warn({ retryAfterSeconds }, "tradie application rate limited");
          return new DomainError(retryMessage(retryAfterSeconds), { status: 429, retryAfterSeconds });
        };
        const wait = await secondsUntilToken(getDb(), rateLimit, clientAddress);
        if (wait !== null) throw rateLimited(wait);
        const photo = await decodePhotoField(checked, uploads);
        if (!photo.ok) throw new DomainError(photo.message, { status: 400, field: "photo" });
        const result = await submitApplication(getDb(), { application, photo: photo.variants, clientAddress, attribution }, rateLimit);
        if (result.outcome === "rate-limited") throw rateLimited(result.retryAfterSeconds);
        logger.info({ applicationId: result.applicationId, outcome: result.outcome }, "tradie application");
        throw redirect(thankYouPath("application", result.applicationId));
      },
      {
        input: applicationFormValues,
        values: (form) => textValues(applicationFormValues(form)),
        screen: (form) => {
          if (!applicationLooksLikeABot(form, limits.minFillMs)) return;
          logger.info("tradie application discarded as a bot");
          throw redirect(THANK_YOU_PATH);
        },
      },
    ),
  };
}
