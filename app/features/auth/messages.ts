// The sign-in pages' words and limits, without zod: the pages' browser code reads them (issue 47).

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
