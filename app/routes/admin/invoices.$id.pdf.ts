import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/pdf.server";
import { invoicePdf } from "~/features/invoices/pdf.server";
import { NO_INVOICE } from "~/features/invoices/records.server";
import { loadStaffInvoice } from "~/features/invoices/views.server";
import { getSettings } from "~/features/settings/settings.server";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoices.$id.pdf";

/** Staff's PDF of any invoice, drafts included (marked "Draft: not yet issued"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "invoices.view");
  const invoice = await loadStaffInvoice(getDb(), routeId(params.id, NO_INVOICE), await getSettings());
  if (!invoice) throw data({ message: NO_INVOICE }, { status: 404 });
  return pdfResponse(() => invoicePdf(invoice.printed), `${invoice.number}.pdf`, { "Cache-Control": "no-store" });
}
