import { z } from "~/lib/zod";
import type { StaffRole } from "./roles";
import { safeText } from "~/lib/safe-text";

export {
  MISSING_CREDENTIALS_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  DEACTIVATED_MESSAGE,
  NO_ACCESS_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "./messages";
import { INVALID_RESET_LINK_MESSAGE, MISSING_CREDENTIALS_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";
import { emailKey } from "~/lib/email-address";

/** A field read as text whatever was sent ("" when missing), refused with `<label> cannot contain control characters`. */
const formText = (label: string) => z.preprocess((v) => (typeof v === "string" ? v : ""), safeText(label));

/** Sign-in: both fields present (the exact spec message otherwise); everything else is the server's call. */
export const signInSchema = z
  .object({ email: formText("Email").transform(emailKey), password: formText("Password") })
  .refine((v) => v.email !== "" && v.password !== "", { message: MISSING_CREDENTIALS_MESSAGE });

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const confirmedPassword = { password: newPasswordSchema, confirmPassword: formText("Password") };
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: "The two passwords do not match", path: ["confirmPassword"] };

/** The token of a reset or invitation link: anything that could not be one is simply not a valid link. */
export const resetTokenSchema = z
  .string()
  .min(1, INVALID_RESET_LINK_MESSAGE)
  .max(200, INVALID_RESET_LINK_MESSAGE)
  .regex(/^[\w.~-]+$/, INVALID_RESET_LINK_MESSAGE);

export const resetPasswordSchema = z.object({ token: resetTokenSchema, ...confirmedPassword }).refine(passwordsMatch, mismatch);

export const changePasswordSchema = z
  .object({ currentPassword: formText("Password").refine((v) => v !== "", "Enter your current password"), ...confirmedPassword })
  .refine(passwordsMatch, mismatch);

export const forgotPasswordSchema = z.object({
  email: formText("Email").transform(emailKey).pipe(z.email("Enter a valid email address, like name@example.com")),
});

export const updateNameSchema = z.object({
  name: formText("Name")
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "Enter your name").max(100, "Name must be less than 100 characters")),
});

/** What the browser may know about the signed-in person: never the session token itself. */
export interface SessionView {
  user: { id: string; name: string; email: string };
  role: StaffRole | null;
  /** Spec section 4: true only when the role is admin or manager. */
  isAdmin: boolean;
  /** When the session ends unless it is renewed (ISO 8601). */
  expiresAt: string;
}
