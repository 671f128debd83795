import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { pdfResponse } from "~/features/documents/pdf.server";
import { invoicePdf } from "~/features/invoices/pdf.server";
import { customerInvoiceView, findInvoiceByLink } from "~/features/invoices/views.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoice-link.pdf";

/** The customer's invoice as a PDF, as on their page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, context.get(clientIpContext));
  const invoice = await findInvoiceByLink(db, params.token);
  if (!invoice) throw data(null, { status: 404 });
  const view = await customerInvoiceView(db, invoice, await getSettings());
  return pdfResponse(() => invoicePdf(view.printed), `${view.number}.pdf`, { "Cache-Control": "no-store" });
}
