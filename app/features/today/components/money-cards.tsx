import { Link } from "react-router";
import { formatMoney } from "~/lib/money";
import type { MoneyAtAGlance } from "../money.server";

function Card({ label, value, note, href }: { label: string; value: string; note: string; href: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm">
        <Link to={href} className="text-brand-700 underline">
          {note}
        </Link>
      </dd>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Owed, overdue, paid this month, quoted and accepted this month (issue 45, item 6). */
export function MoneyCards({ money }: { money: MoneyAtAGlance }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="money-at-a-glance">
      <Card label="Owed" value={formatMoney(money.owedCents)} note="Unpaid invoices" href="/admin/invoices?status=sent" />
      <Card label="Overdue" value={formatMoney(money.overdueCents)} note="Overdue invoices" href="/admin/invoices?status=overdue" />
      <Card label="Paid this month" value={formatMoney(money.paidThisMonthCents)} note="Invoices" href="/admin/invoices?status=paid" />
      <Card
        label="Quoted this month"
        value={formatMoney(money.quotedThisMonth.cents)}
        note={count(money.quotedThisMonth.count, "quote", "quotes")}
        href="/admin/quotes"
      />
      <Card
        label="Accepted this month"
        value={formatMoney(money.acceptedThisMonth.cents)}
        note={count(money.acceptedThisMonth.count, "quote", "quotes")}
        href="/admin/quotes?status=accepted"
      />
    </dl>
  );
}
