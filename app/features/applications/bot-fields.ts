/**
 * The application form's two bot checks, shared with the quote form's rules
 * (~/features/abuse/bot-check): a honeypot field people never see, and the time the page
 * was served, so a form sent back faster than a person could fill it is spotted, with or
 * without JavaScript.
 */
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "formStartedAt";
