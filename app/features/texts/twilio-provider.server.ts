import type RequestClient from "twilio/lib/base/RequestClient";
import type { AppConfig } from "~/platform/config.server";
import { TextSendError, type TextProvider } from "./provider";
import { twilioSdk } from "./twilio-sdk.server";

export type TwilioSettings = NonNullable<AppConfig["twilio"]>;

/** Twilio's error codes that no retry can fix (the number, the sender, the body or an opt-out). */
const PERMANENT_CODES = new Set([21211, 21212, 21408, 21602, 21604, 21606, 21610, 21612, 21614, 21617, 30003, 30004, 30005, 30006]);

/** Connection errors that mean the request never reached anyone. */
const NEVER_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * The SDK's own HTTP client, sending every request to `base` instead of Twilio's hosts: how the
 * tests' fake Twilio is reached (docs/decisions/0174). A custom `httpClient` is the SDK's
 * documented way to change how requests go out; the path, body, headers and auth are the SDK's.
 */
function rebasedRequestClient(base: string) {
  class RebasedRequestClient extends twilioSdk().RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const uri = new URL(opts.uri);
      return super.request<TData>({ ...opts, uri: `${base}${uri.pathname}${uri.search}` });
    }
  }
  return new RebasedRequestClient({ timeout: 20_000 });
}

/** An SDK client for these settings (tests make one for their fake Twilio). */
function makeTwilioClient(settings: TwilioSettings) {
  return twilioSdk()(settings.accountSid, settings.authToken, {
    // No retries inside the SDK: the outbox retries, with its own backoff and records.
    autoRetry: false,
    timeout: 20_000,
    ...(settings.apiBase ? { httpClient: rebasedRequestClient(settings.apiBase) } : {}),
  });
}

/** Where Twilio reports the delivery of one text: our address, with the text's own key. */
function statusCallbackUrl(publicUrl: string, idempotencyKey: string) {
  return `${publicUrl}/api/sms/status?key=${idempotencyKey}`;
}

/** Texts sent through Twilio's Messages API, each with a status callback that names it. */
export function twilioProvider(settings: TwilioSettings, publicUrl: string): TextProvider {
  const client = makeTwilioClient(settings);
  const sender = settings.from.startsWith("MG") ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    name: "twilio",
    async send(text) {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...sender,
          statusCallback: statusCallbackUrl(publicUrl, text.idempotencyKey),
        });
        const segments = Number.parseInt(message.numSegments ?? "", 10);
        return { providerId: message.sid, status: message.status, segments: Number.isFinite(segments) ? segments : null };
      } catch (error) {
        throw asSendError(error);
      }
    },
  };
}

function asSendError(error: unknown): TextSendError {
  if (error instanceof twilioSdk().RestException) {
    // A 400 is the request itself refused; 401, 429 and 5xx may pass once settings or load change.
    const permanent = (error.code !== undefined && PERMANENT_CODES.has(error.code)) || error.status === 400;
    return new TextSendError(`Twilio answered ${error.status}${error.code ? ` (${error.code})` : ""}: ${error.message}`, true, permanent);
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return new TextSendError(message, false, false, typeof code === "string" && NEVER_SENT.has(code));
}
