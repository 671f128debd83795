import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { exportSchema } from "~/features/invoices/invoice-schema";
import { MYOB_PAYMENT_COLUMNS, myobPaymentRows, XERO_STATEMENT_COLUMNS, xeroStatementRows } from "~/features/payments/clearing-export";
import { clearingMoney } from "~/features/payments/list.server";
import { getSettings } from "~/features/settings/settings.server";
import { csvRow } from "~/lib/csv";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/payments.export.csv";

/** A period's card money for the books (docs/decisions/0164): Xero's clearing-account statement, or MYOB's customer payments. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "payments.view");
  const parsed = exportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: `That export is not valid: ${parsed.error.issues[0].message}.` }, { status: 400 });
  const { from, to, format } = parsed.data;
  const money = await clearingMoney(getDb(), from, to);
  const rows =
    format === "xero"
      ? [XERO_STATEMENT_COLUMNS, ...xeroStatementRows(money)]
      : [MYOB_PAYMENT_COLUMNS, ...myobPaymentRows(money, (await getSettings()).payments.clearingAccount)];
  const filename = `${format}-card-payments-${from}-to-${to}.csv`;
  return new Response(rows.map(csvRow).join(""), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
