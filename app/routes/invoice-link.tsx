import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { CustomerInvoicePage } from "~/features/invoices/components/customer-invoice-page";
import { customerInvoiceView, findInvoiceByLink, markInvoiceViewed } from "~/features/invoices/views.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoice-link";

/** The customer's invoice (docs/decisions/0112): their own frame, never indexed or cached. */
export const handle = { ownFrame: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.view.number} · ${loaderData.view.printed.seller.businessName}` : "Your invoice" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, context.get(clientIpContext));
  const invoice = await findInvoiceByLink(db, params.token);
  if (!invoice) throw data(null, { status: 404 });
  await markInvoiceViewed(db, invoice);
  return { view: await customerInvoiceView(db, invoice, await getSettings()), pdfHref: `/i/${params.token}/pdf` };
}

export default function InvoiceLinkPage({ loaderData }: Route.ComponentProps) {
  return <CustomerInvoicePage view={loaderData.view} pdfHref={loaderData.pdfHref} />;
}
