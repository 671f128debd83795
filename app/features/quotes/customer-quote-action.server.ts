import type { Database } from "~/platform/db/database";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { intent } from "~/lib/form-action";
import { data } from "react-router";
import { findQuoteByLink, type LinkedQuote } from "./customer-quote.server";
import { acceptQuote, askAboutQuote, declineQuote, type Client } from "./respond.server";
import { acceptSchema, declineSchema, questionSchema } from "./responses-schema";

/**
 * Opens a customer's quote link for a page or its PDF: a 429 for an address opening too many,
 * and the same 404 for every token that opens nothing.
 */
export async function openQuoteLink(db: Database, token: string, clientAddress: string) {
  await refuseTooManyLinkOpens(db, clientAddress);
  const quote = await findQuoteByLink(db, token);
  if (!quote) throw data(null, { status: 404 });
  return quote;
}

/** The customer's three answers on their quote page. */
export function customerQuoteIntents(db: Database, quote: LinkedQuote, client: Client, business: BusinessSettings, link: string) {
  return {
    accept: intent(
      acceptSchema,
      async (input) => {
        const { already } = await acceptQuote(db, quote, input, client, business, link);
        return already
          ? "You have already accepted this quote. Thank you."
          : "Thank you: your acceptance is recorded, and a copy is on its way by email.";
      },
      { input: (form) => ({ name: form.get("name"), agree: form.get("agree"), chosen: form.getAll("chosen") }) },
    ),
    decline: intent(declineSchema, async (input) => {
      await declineQuote(db, quote, input, business);
      return "Thanks for letting us know. We have passed your answer to the team.";
    }),
    question: intent(questionSchema, async (input) => {
      await askAboutQuote(db, quote, input.question, business);
      return "Thanks, your question is on its way to our team. We will reply by email or phone.";
    }),
  };
}
