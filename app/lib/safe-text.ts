import { z } from "./zod";
import { emailKey } from "./email-address";
import { controlCharactersMessage, hasControlCharacters, hasLoneSurrogates, loneSurrogateMessage } from "./text-safety";

/**
 * The one text field of every shared schema (docs/decisions/0095): a string without control
 * characters or lone surrogates, refused with the field's own message, so neither a NUL nor
 * half a character reaches the database. Chain the field's other rules after it:
 * `safeText("Name").trim().min(1, …)`.
 */
export function safeText(label: string, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label))
    .refine((value) => !hasLoneSurrogates(value), loneSurrogateMessage(label));
}

/** An email address someone types to be sent something (a sign-in or page link): trimmed, lower case, at most 254 characters. */
export function emailAddressField(message: string) {
  return safeText("The email address").transform(emailKey).pipe(z.email(message).max(254));
}
