/*
 * What the safe text fields refuse and the words they use (docs/decisions/0095), apart from zod,
 * so that a schema in either zod flavour (./safe-text, ./safe-text-mini) reads the one rule.
 */

/**
 * Characters no one types into a form and PostgreSQL text cannot always hold (NUL never):
 * the C0 controls but tab, line feed and carriage return, DEL, and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 surrogate pair with no other half: not a character at all, so it cannot
 * be written as UTF-8 (a database, an email, `encodeURIComponent` refuse or mangle it). JSON
 * can carry one ("\ud800"); a browser's form never does. With the `u` flag a whole pair is one
 * code point and never matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function hasLoneSurrogates(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** The words for a field refused for its control characters: "<label> cannot contain control characters". */
export const controlCharactersMessage = (label: string) => `${label} cannot contain control characters`;
export const loneSurrogateMessage = (label: string) => `${label} contains a broken character: please type it again`;
