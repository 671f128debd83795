import { safeText } from "~/lib/safe-text";
import { isReservedPath } from "~/lib/site-paths";

/** A required line of text with its own messages ("Enter the name", "Keep the name to 60 characters or fewer"). */
export const requiredText = (what: string, max: number) =>
  safeText(`The ${what}`).trim().min(1, `Enter the ${what}`).max(max, `Keep the ${what} to ${max} characters or fewer`);

/** A catalogue page's address: a slash and lower-case words joined by hyphens, never another page's. */
export const pagePathSchema = safeText("The path")
  .trim()
  .regex(/^\/[a-z0-9]+(-[a-z0-9]+)*$/, "Use a path such as /gutter-cleaning: a slash, then lower-case words joined by hyphens")
  .max(80, "Keep the path to 80 characters or fewer")
  .refine((path) => !isReservedPath(path), "That path belongs to another page of the website");
