import { SERVICE_OPTIONS, type ServiceOption } from "~/features/catalogue/service-options";
import { SUGGESTION_SERVICES } from "./constants";

/**
 * What text from elsewhere (the hero search, a service page, the API) is filed under
 * (docs/decisions/0145). A service is always one of the 20 options or Other, so the leads filter
 * and the figures by service stay clean; words that are more than a service's name are kept as
 * the brief description, never lost:
 *
 * - the name of a service, in any case: that service ("gutter cleaning" → Gutter Cleaning);
 * - a suggestion, or text naming exactly one service or suggestion among other words: its
 *   service, the text as the description ("Leaking tap repair" → Plumbing);
 * - anything else: Other, the text as the description ("Leaking tap in kitchen" → Other).
 */
export interface ServiceChoice {
  /** "" only for no text at all. */
  service: ServiceOption | "";
  /** Words to keep as the brief description ("" when the text was a service's own name). */
  description: string;
}

const OPTION_BY_NAME = new Map<string, ServiceOption>(SERVICE_OPTIONS.map((o) => [o.toLowerCase(), o]));
const SERVICE_BY_SUGGESTION = new Map<string, ServiceOption>(
  [...SUGGESTION_SERVICES].map(([text, service]) => [text.toLowerCase(), service]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each suggestion as a whole phrase, so "painting" is found in "interior painting" but "cleaning" not in "cleanings". */
const PHRASES = [...SERVICE_BY_SUGGESTION].map(([text, service]) => ({
  text,
  service,
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, "u"),
}));

/** The services the text names as whole phrases, a phrase inside a longer one found ("cleaning" in "gutter cleaning") not counting. */
function servicesNamedIn(lower: string): Set<ServiceOption> {
  const found = PHRASES.filter((p) => p.pattern.test(lower));
  return new Set(found.filter((p) => !found.some((q) => q !== p && q.text.includes(p.text))).map((p) => p.service));
}

export function serviceChoice(text: string): ServiceChoice {
  const wanted = text.trim().replace(/\s+/g, " ");
  if (!wanted) return { service: "", description: "" };
  const lower = wanted.toLowerCase();
  const option = OPTION_BY_NAME.get(lower);
  if (option) return { service: option, description: "" };
  const suggested = SERVICE_BY_SUGGESTION.get(lower);
  if (suggested) return { service: suggested, description: wanted };
  const named = servicesNamedIn(lower);
  return { service: named.size === 1 ? [...named][0] : "Other", description: wanted };
}

/** True for one of the 20 services or Other, exactly as the list spells it. */
function isServiceOption(text: string): text is ServiceOption {
  return (SERVICE_OPTIONS as readonly string[]).includes(text);
}

/**
 * A request's service made one of the options (the quote form sends one; another client, or an
 * older page, may send the words a person typed): the words go before the message, so staff read
 * what was asked for. A request already naming an option is returned as it came.
 */
export function withServiceOption<R extends { service: string; message: string }>(request: R): R {
  if (isServiceOption(request.service)) return request;
  const choice = serviceChoice(request.service);
  const service = choice.service || "Other";
  const message = choice.description ? `Asked for: ${choice.description}\n\n${request.message}` : request.message;
  return { ...request, service, message };
}
