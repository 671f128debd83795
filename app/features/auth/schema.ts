import { z } from "~/lib/zod";
import type { StaffRole } from "./roles";
import { safeText } from "~/lib/safe-text";

/** Spec section 8: the exact answer when the email or the password is missing. */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";
/** The same words whether the email is unknown or the password wrong, so nobody can probe for accounts. */
export const INVALID_CREDENTIALS_MESSAGE = "The email or password is incorrect. Please check them and try again.";
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Please ask an administrator if you need access again.";
export const NO_ACCESS_MESSAGE = "This account does not have access to the admin area.";
export const SIGN_IN_FAILED_MESSAGE = "We could not sign you in just now. Please try again in a moment.";
export const RESET_LINK_SENT_MESSAGE =
  "If there is a staff account for that email, we have sent it a link to choose a new password. Please check your inbox: the link works once, for a limited time.";
export const INVALID_RESET_LINK_MESSAGE = "This link has expired or has already been used. Please ask for a new one.";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A field read as text whatever was sent ("" when missing), refused with `<label> cannot contain control characters`. */
const formText = (label: string) => z.preprocess((v) => (typeof v === "string" ? v : ""), safeText(label));

/** Sign-in: both fields present (the exact spec message otherwise); everything else is the server's call. */
export const signInSchema = z
  .object({ email: formText("Email").transform((v) => v.trim().toLowerCase()), password: formText("Password") })
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
  email: formText("Email")
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.email("Enter a valid email address, like name@example.com")),
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
