import type { Context } from "hono";
import { bodyWithin } from "../middleware/request-body";

/** Small JSON bodies only: sign-in forms and staff changes are well under this. */
export const smallBody = bodyWithin(16 * 1024, (c) => c.json({ error: "The request is too large." }, 413));

export class BadJsonError extends Error {}

/** The JSON body, or an empty object when there is none; throws BadJsonError for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadJsonError("The request body is not valid JSON.");
  }
}
