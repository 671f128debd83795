import { looksLikeABot } from "~/features/abuse/bot-check";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "./bot-fields";

/**
 * The quote form's bot rules applied to an application form post. The start time comes from
 * the page the server sent; a missing or impossible one counts as "sent at once", since every
 * real form carries it.
 */
export function applicationLooksLikeABot(form: FormData, minFillMs: number, now = Date.now()): boolean {
  const honeypot = form.get(HONEYPOT_FIELD);
  const startedAt = Number(form.get(STARTED_AT_FIELD));
  const fillTimeMs = Number.isFinite(startedAt) && startedAt > 0 && startedAt <= now ? now - startedAt : 0;
  // A file where the honeypot's text belongs is as sure a sign as text in it.
  return looksLikeABot({ honeypot: honeypot instanceof File ? "file" : (honeypot ?? ""), fillTimeMs }, minFillMs);
}
