import { eq } from "drizzle-orm";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Actor } from "~/lib/actor";
import { todayInAuckland, type IsoDay } from "~/lib/clock";
import { formatMoney, type Cents } from "~/lib/money";
import type { Transaction } from "~/platform/db/database";
import { applyPayment } from "./payments.server";
import { insertInvoice, invoiceNumber, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { invoicesTable } from "./tables";

/**
 * A card surcharge the customer paid with a card payment, as a tax invoice of its own, issued
 * and paid at once (docs/decisions/0162): the invoice they paid stays as it was sent, and the
 * surcharge, a taxable supply made when they paid, carries its own GST and is exported in the
 * period it was charged. In the caller's transaction.
 */
export async function issuePaidSurcharge(
  tx: Transaction,
  actor: Actor,
  paidInvoice: InvoiceRow,
  surcharge: { amountCents: Cents; percent: number; paymentCents: Cents; paidOn: IsoDay; reference: string; source: string },
  settings: Pick<BusinessSettings, "invoicing">,
  now = new Date(),
) {
  const paidNumber = invoiceNumber(paidInvoice);
  const { invoice, number } = await insertInvoice(tx, actor, {
    kind: "surcharge",
    buyer: paidInvoice.buyer,
    reference: paidNumber,
    title: `Card surcharge on ${paidNumber}`,
    amountsAre: "inclusive",
    gstRounding: paidInvoice.gstRounding,
    lines: [
      {
        kind: "item",
        description: `Card surcharge (${surcharge.percent}%) on a card payment of ${formatMoney(surcharge.paymentCents)} for ${paidNumber}`,
        quantity: 1,
        unitPriceCents: surcharge.amountCents,
        amountCents: surcharge.amountCents,
        accountCode: settings.invoicing.salesAccount,
      },
    ],
    leadId: paidInvoice.leadId,
    customerId: paidInvoice.customerId,
    jobId: paidInvoice.jobId,
  });
  const today = todayInAuckland(now);
  const [issued] = await tx
    .update(invoicesTable)
    .set({ status: "sent", issueDate: today, dueDate: today, sentAt: now, updatedAt: now })
    .where(eq(invoicesTable.id, invoice.id))
    .returning();
  await recordInvoiceEvent(tx, actor, invoice.id, `Issued for the card surcharge on ${paidNumber}`);
  const paid = await applyPayment(
    tx,
    actor,
    issued,
    {
      amountCents: surcharge.amountCents,
      paidOn: surcharge.paidOn,
      method: "card",
      reference: surcharge.reference,
      source: surcharge.source,
    },
    now,
  );
  await recordInvoiceEvent(tx, actor, paidInvoice.id, `Card surcharge of ${formatMoney(surcharge.amountCents)} invoiced as ${number}`);
  return { invoice: paid, number };
}
