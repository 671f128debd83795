import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { HistoryList } from "~/components/admin/history-list";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { InvoiceDocumentView } from "~/features/invoices/components/invoice-document-view";
import {
  CreditPanel,
  DraftDetailsPanel,
  DraftLinesSection,
  PaymentsPanel,
  SendPanel,
  VoidPanel,
} from "~/features/invoices/components/invoice-panels";
import { InvoiceStatusBadge } from "~/features/invoices/components/invoice-status-badge";
import { invoiceIntents } from "~/features/invoices/invoice-action.server";
import { NO_INVOICE } from "~/features/invoices/records.server";
import { loadStaffInvoice } from "~/features/invoices/views.server";
import { CopyLink } from "~/components/admin/copy-link";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoices.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? loaderData.invoice.number : "Invoice");

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "invoices.view");
  const invoice = await loadStaffInvoice(getDb(), routeId(params.id, NO_INVOICE), await getSettings());
  if (!invoice) throw data({ message: NO_INVOICE }, { status: 404 });
  return { invoice, canChange: can(staff, "invoices.change"), today: todayInAuckland() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = routeId(params.id, NO_INVOICE);
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "invoices.change",
    intents: async () => invoiceIntents(getDb(), id, await getSettings()),
  });
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, canChange, today } = loaderData;
  const draft = invoice.storedStatus === "draft";
  const fieldFailure = actionData && !actionData.ok && actionData.errors;
  return (
    <AdminPage
      title={invoice.number}
      description={
        <>
          {`${invoice.title} for ${invoice.buyer.name} `}
          <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
          {invoice.job ? (
            <>
              {" · "}
              <Link to={`/admin/jobs/${invoice.job.id}`} className="underline">{`Job ${invoice.job.number}`}</Link>
            </>
          ) : null}
          {invoice.creditsInvoice ? (
            <>
              {" · credits "}
              <Link to={`/admin/invoices/${invoice.creditsInvoice.id}`} className="underline">
                {invoice.creditsInvoice.number}
              </Link>
            </>
          ) : null}
        </>
      }
      actions={
        <div className="flex flex-wrap gap-4">
          <a href={`/admin/invoices/${invoice.id}/pdf`} className="font-semibold text-brand-700 underline" download>
            Download the PDF
          </a>
          <BackLink to="/admin/invoices">All invoices</BackLink>
        </div>
      }
    >
      {actionData && !fieldFailure ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      {actionData?.ok && "link" in actionData && actionData.link ? (
        <div className="mb-5">
          <CopyLink link={actionData.link} label="Link to the invoice" />
        </div>
      ) : null}
      {invoice.voidReason ? <FormAlert tone="error" className="mb-5">{`Void: ${invoice.voidReason}`}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {draft && canChange ? <DraftLinesSection invoice={invoice} result={actionData} /> : null}
          <InvoiceDocumentView printed={invoice.printed} />
        </div>
        <div className="space-y-5">
          {canChange ? (
            <>
              <SendPanel invoice={invoice} />
              <PaymentsPanel invoice={invoice} today={today} result={actionData} />
              {draft ? <DraftDetailsPanel invoice={invoice} result={actionData} /> : null}
              <CreditPanel invoice={invoice} result={actionData} />
              <VoidPanel invoice={invoice} result={actionData} />
            </>
          ) : null}
          <HistoryList
            headingId="invoice-history"
            items={invoice.events.map((e) => ({ id: e.id, at: e.at, who: e.actor, title: e.detail }))}
          />
        </div>
      </div>
    </AdminPage>
  );
}
