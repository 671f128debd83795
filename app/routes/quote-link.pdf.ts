import { clientIpContext } from "~/features/auth/client-ip-context";
import { openQuoteLink } from "~/features/quotes/customer-quote-action.server";
import { customerQuoteView } from "~/features/quotes/customer-view.server";
import { pdfResponse } from "~/features/documents/pdf.server";
import { quotePdf } from "~/features/quotes/pdf.server";
import { printedQuote } from "~/features/quotes/quote-document";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/quote-link.pdf";

/** The customer's quote as a PDF, with the optional items they ticked (or accepted) counted, as on the page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const quote = await openQuoteLink(getDb(), params.token, context.get(clientIpContext));
  const view = customerQuoteView(quote, await getSettings(), new URL(request.url).searchParams.getAll("chosen"), todayInAuckland());
  const printed = printedQuote(view.input, view.chosen);
  const note = view.accepted ? `Accepted by ${view.accepted.name} on ${view.accepted.at}.` : null;
  return pdfResponse(() => quotePdf(view.header, printed.rows, printed.totals, note), `Quote-${view.header.number}.pdf`);
}
