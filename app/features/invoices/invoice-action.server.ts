import { redirect } from "react-router";
import type { Permission } from "~/features/auth/permissions";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { formatMoney } from "~/lib/money";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { creditInvoice } from "./credits.server";
import {
  creditSchema,
  invoiceDetailsSchema,
  invoiceLineSchema,
  paymentSchema,
  removeLineSchema,
  removePaymentSchema,
  voidSchema,
} from "./invoice-schema";
import { createJobInvoice, removeInvoiceLine, saveInvoiceDetails, saveInvoiceLine } from "./invoices.server";
import { recordPayment, removePayment } from "./payments.server";
import { newInvoiceLink, sendInvoice, voidInvoice } from "./send.server";

type Result = { link?: string };

const text = (form: FormData, name: string) => form.get(name) ?? "";

/** The staff invoice page's changes. */
export function invoiceIntents(db: Database, id: number, settings: BusinessSettings): FormIntents<StaffActor, Permission, Result> {
  return {
    line: intent(
      invoiceLineSchema,
      async (input, { actor }) => {
        await saveInvoiceLine(db, actor, id, { ...input, unitPriceCents: input.unitPrice }, settings);
        return input.lineIndex === undefined ? "The line is added." : "The line is changed.";
      },
      { values: (form) => ({ lineIndex: String(text(form, "lineIndex")) }) },
    ),
    "remove-line": intent(removeLineSchema, async ({ lineIndex }, { actor }) => {
      await removeInvoiceLine(db, actor, id, lineIndex);
      return "The line is removed.";
    }),
    details: intent(invoiceDetailsSchema, async (input, { actor }) => {
      await saveInvoiceDetails(db, actor, id, {
        buyer: {
          name: input.buyerName,
          email: input.buyerEmail,
          phone: input.buyerPhone,
          address: input.buyerAddress,
          suburb: input.buyerSuburb,
        },
        title: input.title,
        note: input.note,
        dueDate: input.dueDate || null,
      });
      return "The invoice is saved.";
    }),
    send: intent(noFieldsForm, async (_, { actor }) => {
      const { link, number } = await sendInvoice(db, actor, id, settings);
      return { message: `${number} is on its way to the customer.`, link };
    }),
    link: intent(noFieldsForm, async (_, { actor }) => {
      const { link } = await newInvoiceLink(db, actor, id);
      return { message: "A new link to the invoice is ready to copy.", link };
    }),
    payment: intent(
      paymentSchema,
      async (input, { actor }) => {
        const settled = await recordPayment(
          db,
          actor,
          id,
          {
            amountCents: input.amount,
            paidOn: input.paidOn,
            method: input.method,
            reference: input.reference,
            sendReceipt: input.sendReceipt,
          },
          settings,
        );
        return settled.status === "paid" ? "The payment is recorded: the invoice is paid." : `${formatMoney(input.amount)} is recorded.`;
      },
      {
        input: (form) => ({
          amount: text(form, "amount"),
          paidOn: text(form, "paidOn"),
          method: text(form, "method"),
          reference: text(form, "reference"),
          sendReceipt: form.get("sendReceipt") === "on",
        }),
      },
    ),
    "remove-payment": intent(removePaymentSchema, async ({ paymentId }, { actor }) => {
      await removePayment(db, actor, id, paymentId, settings);
      return "The payment is removed.";
    }),
    void: intent(voidSchema, async ({ reason }, { actor }) => {
      await voidInvoice(db, actor, id, reason);
      return "The invoice is void.";
    }),
    credit: intent(creditSchema, async (input, { actor }) => {
      const note = await creditInvoice(db, actor, id, { amountCents: input.amount, reason: input.reason }, settings);
      return `Credit note ${note.number} is issued and on its way to the customer.`;
    }),
  };
}

/** The job page's "Create invoice". */
export function jobInvoiceIntents(db: Database, jobId: number, settings: BusinessSettings): FormIntents<StaffActor, Permission> {
  return {
    "new-invoice": intent(
      noFieldsForm,
      async (_, { actor }) => {
        const { id } = await createJobInvoice(db, actor, jobId, settings);
        throw redirect(`/admin/invoices/${id}`);
      },
      { permission: "invoices.change" },
    ),
  };
}
