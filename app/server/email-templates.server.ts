import { templateBook } from "~/features/mail/templates";
import { leadConfirmationBody, leadNotificationBody } from "~/features/quote-requests/quote-emails.server";

/** Every email body the mail worker renders when it sends (docs/decisions/0131): a template queued by a feature goes here. */
export const EMAIL_TEMPLATES = templateBook(leadNotificationBody, leadConfirmationBody);
