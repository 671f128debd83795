import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { CustomerPageFooter } from "~/features/customers/components/customer-page-footer";
import { customerPageIntents } from "~/features/customers/page-link-intent.server";
import { pageCustomerFor } from "~/features/customers/page-owner.server";
import { CustomerInvoicePage } from "~/features/invoices/components/customer-invoice-page";
import { customerInvoiceView, findInvoiceByLink, markInvoiceViewed } from "~/features/invoices/views.server";
import { CardPaymentPanel } from "~/features/payments/components/card-payment-panel";
import { invoiceCardPanel, invoicePayIntents } from "~/features/payments/customer-pay.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction, retryAfterHeaders } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import type { Route } from "./+types/invoice-link";

/** The customer's invoice (docs/decisions/0112): their own frame, never indexed or cached. */
export const handle = { ownFrame: true };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.view.number} · ${loaderData.view.printed.seller.businessName}` : "Your invoice" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The invoice a link opens: a 429 for an address opening too many, the same 404 for every token that opens nothing. */
async function openInvoiceLink(db: Database, token: string, clientAddress: string) {
  await refuseTooManyLinkOpens(db, clientAddress);
  const invoice = await findInvoiceByLink(db, token);
  if (!invoice) throw data(null, { status: 404 });
  return invoice;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  const invoice = await openInvoiceLink(db, params.token, context.get(clientIpContext));
  await markInvoiceViewed(db, invoice);
  const settings = await getSettings();
  return {
    view: await customerInvoiceView(db, invoice, settings),
    pdfHref: `/i/${params.token}/pdf`,
    card: await invoiceCardPanel(db, invoice, settings, new URL(request.url).searchParams),
  };
}

/** "Pay by card" (docs/decisions/0160), answered with Stripe's payment page, and "Open your page". */
export async function action({ params, context, request }: Route.ActionArgs) {
  return formAction(request, {
    intents: async () => {
      const db = getDb();
      const invoice = await openInvoiceLink(db, params.token, context.get(clientIpContext));
      return {
        ...invoicePayIntents(db, invoice, await getSettings(), `${publicUrl()}/i/${params.token}`),
        ...customerPageIntents(db, () => pageCustomerFor(db, invoice.customerId, invoice.buyer.email)),
      };
    },
  });
}

export default function InvoiceLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, card } = loaderData;
  return (
    <>
      <CustomerInvoicePage
        view={view}
        pdfHref={loaderData.pdfHref}
        payment={card ? <CardPaymentPanel panel={card} result={actionData} /> : null}
      />
      <CustomerPageFooter businessName={view.printed.seller.businessName} />
    </>
  );
}
