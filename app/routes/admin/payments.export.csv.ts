import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import {
  cardExportSchema,
  MYOB_PAYMENT_COLUMNS,
  MYOB_SPEND_MONEY_COLUMNS,
  myobLines,
  myobPaymentRecords,
  myobSpendMoneyRecords,
  XERO_STATEMENT_COLUMNS,
  xeroStatementRows,
} from "~/features/payments/clearing-export";
import { clearingMoney } from "~/features/payments/list.server";
import { getSettings } from "~/features/settings/settings.server";
import { csvRow } from "~/lib/csv";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/payments.export.csv";

const FILE_NAMES = { xero: "xero-card-payments", myob: "myob-card-payments", "myob-spend": "myob-stripe-fees-and-payouts" } as const;

/**
 * A period's card money for the books (docs/decisions/0164, 0177): Xero's clearing-account
 * statement, MYOB's customer payments, or MYOB's Spend Money for Stripe's fees and payouts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "payments.view");
  const parsed = cardExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: `That export is not valid: ${parsed.error.issues[0].message}.` }, { status: 400 });
  const { from, to, format } = parsed.data;
  const money = await clearingMoney(getDb(), from, to);
  const { payments: accounts } = await getSettings();
  const rows =
    format === "xero"
      ? [XERO_STATEMENT_COLUMNS, ...xeroStatementRows(money)]
      : format === "myob"
        ? myobLines(MYOB_PAYMENT_COLUMNS, myobPaymentRecords(money, accounts.clearingAccount))
        : myobLines(MYOB_SPEND_MONEY_COLUMNS, myobSpendMoneyRecords(money, accounts));
  return new Response(rows.map(csvRow).join(""), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${FILE_NAMES[format]}-${from}-to-${to}.csv"`,
      "cache-control": "no-store",
    },
  });
}
