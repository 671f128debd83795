import { Form } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { requireStaff } from "~/features/auth/guard.server";
import { exportSchema } from "~/features/invoices/invoice-schema";
import { CardMoneyView } from "~/features/payments/components/card-money-view";
import { cardMoneyPage } from "~/features/payments/list.server";
import { cardPaymentsState } from "~/features/payments/stripe-client.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Card payments");

/** The period from the address: this month so far by default. */
function period(params: URLSearchParams) {
  const today = todayInAuckland();
  return exportSchema.safeParse({ from: params.get("from") ?? `${today.slice(0, 8)}01`, to: params.get("to") ?? today });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "payments.view");
  const params = new URL(request.url).searchParams;
  const parsed = period(params);
  const state = cardPaymentsState();
  const { payments: accounts } = await getSettings();
  if (!parsed.success)
    return {
      error: parsed.error.issues[0].message,
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
      state,
      accounts,
      money: null,
    };
  const { from, to } = parsed.data;
  return { error: null, from, to, state, accounts, money: await cardMoneyPage(getDb(), from, to) };
}

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { error, from, to, state, accounts, money } = loaderData;
  const file = (format: string) => `/admin/payments/export.csv?${new URLSearchParams({ from, to, format })}`;
  return (
    <AdminPage
      title="Card payments"
      description="Every card payment, refund, dispute and payout through Stripe, with its invoice, Stripe's fee and what reached the bank."
    >
      {state === "off" ? (
        <FormAlert tone="info" className="mb-5">
          Card payments are off: Stripe's keys are not set on the server, so customers pay by bank transfer only. Payments recorded before
          stay listed here.
        </FormAlert>
      ) : null}
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TextInput scope="period" compact name="from" label="From" type="date" defaultValue={from} />
        <TextInput scope="period" compact name="to" label="To" type="date" defaultValue={to} />
        <Button type="submit" size="sm">
          Show
        </Button>
      </Form>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {money ? (
        <CardMoneyView
          money={money}
          exports={{ xero: file("xero"), myob: file("myob"), myobSpend: file("myob-spend") }}
          accounts={accounts}
        />
      ) : null}
    </AdminPage>
  );
}
