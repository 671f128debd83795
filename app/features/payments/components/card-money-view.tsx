import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { FormAlert } from "~/components/form/form-alert";
import { formatIsoDayShort } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { MyobAccounts } from "../clearing-export";
import type { CardMoneyPage } from "../list.server";

const ATTENTION_LABELS: Record<string, string> = {
  invoice_void: "Paid after the invoice was voided: refund it, or issue a new invoice",
  overpaid: "More than was owed: refund the difference",
  wrong_amount: "Charged a different amount from the one asked: check it in Stripe",
  disputed: "Disputed by the customer's bank: send Stripe your evidence",
  dispute_lost: "Dispute lost: the invoice owes it again",
  refund_failed: "A refund did not go through: check it in Stripe",
};

const invoiceLink = (id: number, number: string) => (
  <Link to={`/admin/invoices/${id}`} className="font-semibold text-brand-700 underline">
    {number}
  </Link>
);

const payoutCell = (payout: { payoutId: string; arrivalDate: string } | null) =>
  payout ? `${formatIsoDayShort(payout.arrivalDate)} (${payout.payoutId})` : "Not paid out yet";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {note ? <dd className="text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/payments: the period's figures, what needs staff, and every payment, refund, dispute and payout (docs/decisions/0164). */
export function CardMoneyView({
  money,
  exports,
  accounts,
}: {
  money: CardMoneyPage;
  exports: { xero: string; myob: string; myobSpend: string };
  accounts: MyobAccounts;
}) {
  const { clearingAccount, feesAccount, bankAccount } = accounts;
  const { totals } = money;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Paid by card"
          value={formatMoney(totals.chargedCents)}
          note={`${totals.count} ${totals.count === 1 ? "payment" : "payments"}`}
        />
        <Figure
          label="Stripe's fees"
          value={formatMoney(totals.feeCents)}
          note={totals.feesUnknown ? `${totals.feesUnknown} not known yet` : undefined}
        />
        <Figure label="Surcharges collected" value={formatMoney(totals.surchargeCents)} />
        <Figure label="Refunded" value={formatMoney(totals.refundedCents)} />
      </dl>
      {totals.surchargeCents > totals.feeCents && totals.feesUnknown === 0 ? (
        <FormAlert tone="error" className="mt-4">
          {`Surcharges collected (${formatMoney(totals.surchargeCents)}) came to more than Stripe's fees (${formatMoney(totals.feeCents)}) in this period. A surcharge may not be more than what card payments cost: lower it in the settings.`}
        </FormAlert>
      ) : null}

      {money.attention.length ? (
        <Section id="attention-heading" title="Needs you">
          <ul className="space-y-2">
            {money.attention.map((a) => (
              <li key={a.id} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                {invoiceLink(a.invoiceId, a.invoiceNumber)}
                {`, ${a.customer}, ${formatMoney(a.chargedCents)} on ${formatIsoDayShort(a.paidOn)}: ${ATTENTION_LABELS[a.attention] ?? a.attention}`}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="payments-heading" title="Payments">
        <DataTable
          caption="Card payments"
          rows={money.payments}
          empty="No card payments in this period."
          columns={[
            { header: "Date", nowrap: true, cell: (r) => formatIsoDayShort(r.paidOn) },
            { header: "Invoice", nowrap: true, cell: (r) => invoiceLink(r.invoiceId, r.invoiceNumber) },
            { header: "Customer", cell: (r) => r.customer },
            { header: "Charged", nowrap: true, cell: (r) => formatMoney(r.chargedCents) },
            {
              header: "Surcharge",
              nowrap: true,
              cell: (r) => (r.surcharge ? `${formatMoney(r.surcharge.cents)} (${r.surcharge.invoiceNumber})` : ""),
            },
            { header: "Fee", nowrap: true, cell: (r) => (r.feeCents === null ? "Not known yet" : formatMoney(r.feeCents)) },
            { header: "Net", nowrap: true, cell: (r) => (r.netCents === null ? "" : formatMoney(r.netCents)) },
            { header: "Refunded", nowrap: true, cell: (r) => (r.refundedCents ? formatMoney(r.refundedCents) : "") },
            { header: "Paid out", cell: (r) => payoutCell(r.payout) },
          ]}
        />
        {money.payments.length >= money.limit ? (
          <p className="mt-2 text-sm text-muted">{`The ${money.limit} latest are shown: choose a shorter period, or export it.`}</p>
        ) : null}
      </Section>

      <Section id="refunds-heading" title="Refunds and disputes">
        <DataTable
          caption="Card refunds"
          rows={money.refunds}
          empty="No card refunds in this period."
          columns={[
            { header: "Date", nowrap: true, cell: (r) => formatIsoDayShort(r.refundedOn) },
            { header: "Invoice", nowrap: true, cell: (r) => invoiceLink(r.invoiceId, r.invoiceNumber) },
            { header: "Customer", cell: (r) => r.customer },
            { header: "Refunded", nowrap: true, cell: (r) => formatMoney(r.amountCents) },
            {
              header: "Credit note",
              nowrap: true,
              cell: (r) => r.creditNoteNumber ?? (r.reason === "duplicate" ? "None: a duplicate charge" : "None"),
            },
            { header: "Paid out", cell: (r) => payoutCell(r.payout) },
          ]}
        />
        <div className="mt-4">
          <DataTable
            caption="Card disputes"
            rows={money.disputes}
            empty="No disputes in this period."
            columns={[
              { header: "Opened", nowrap: true, cell: (r) => formatIsoDayShort(r.openedOn) },
              { header: "Invoice", nowrap: true, cell: (r) => invoiceLink(r.invoiceId, r.invoiceNumber) },
              { header: "Customer", cell: (r) => r.customer },
              { header: "Disputed", nowrap: true, cell: (r) => formatMoney(r.amountCents) },
              { header: "Dispute fee", nowrap: true, cell: (r) => formatMoney(r.feeCents) },
              { header: "Where it stands", cell: (r) => r.status.replaceAll("_", " ") },
              { header: "Evidence due", nowrap: true, cell: (r) => (r.evidenceDueOn ? formatIsoDayShort(r.evidenceDueOn) : "") },
            ]}
          />
        </div>
      </Section>

      <Section id="payouts-heading" title="Payouts to the bank">
        <DataTable
          caption="Stripe payouts"
          rows={money.payouts}
          empty="No payouts arrived in this period."
          columns={[
            { header: "Arrives", nowrap: true, cell: (r) => formatIsoDayShort(r.arrivalDate) },
            { header: "Payout", nowrap: true, cell: (r) => r.payoutId },
            { header: "Amount", nowrap: true, cell: (r) => formatMoney(r.amountCents) },
            { header: "Status", cell: (r) => r.status.replaceAll("_", " ") },
            {
              header: "Carries",
              cell: (r) =>
                r.matched
                  ? `${r.payments} ${r.payments === 1 ? "payment" : "payments"}, ${r.refunds} ${r.refunds === 1 ? "refund" : "refunds"}${r.disputes ? `, ${r.disputes} disputes` : ""}`
                  : "Matching when paid",
            },
            {
              header: "Adds up",
              cell: (r) =>
                !r.matched
                  ? ""
                  : r.matchedCents === r.amountCents
                    ? "Yes"
                    : `${formatMoney(r.amountCents - r.matchedCents)} from other Stripe items`,
            },
          ]}
        />
      </Section>

      <Section id="export-heading" title="To your accounts">
        <p className="text-sm">
          {`Card payments go to the clearing account ${clearingAccount} until Stripe pays them out to the bank account ${bankAccount}; Stripe's fees go to ${feesAccount} (all three in the settings).`}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>
            <a href={exports.xero} className="font-semibold text-brand-700 underline" download>
              Xero: the clearing account's statement (CSV)
            </a>
            {` — import it into the clearing account (Import a statement); payments match their invoices by number.`}
          </li>
          <li>
            <a href={exports.myob} className="font-semibold text-brand-700 underline" download>
              MYOB AccountRight: customer payments (CSV)
            </a>
            {` — import as Receive Payments, deposited to ${clearingAccount}.`}
          </li>
          <li>
            <a href={exports.myobSpend} className="font-semibold text-brand-700 underline" download>
              MYOB AccountRight: Stripe's fees and payouts (CSV)
            </a>
            {` — import as Spend Money from ${clearingAccount}. Refunds and disputes above are settled in MYOB itself (Pay Refund on the credit note), which does not import them.`}
          </li>
        </ul>
      </Section>
    </>
  );
}
