import type Stripe from "stripe";
import { recordAudit } from "~/features/audit/audit.server";
import type { InvoiceRow } from "~/features/invoices/records.server";
import { invoiceNumber } from "~/features/invoices/records.server";
import { recordCustomerEvent } from "~/features/leads/timeline.server";
import { queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland, type IsoDay } from "~/lib/clock";
import type { Transaction } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { teamCardEmail, type TeamCardNews } from "./payment-emails.server";

/*
 * What every Stripe event's handler shares (docs/decisions/0161): who the timelines and the
 * audit trail name, the settings, and the way an event about nothing of ours is dropped.
 */

/** Changes made by Stripe's webhook are Stripe's in the audit trail and on every timeline. */
export const STRIPE_ACTOR: StaffActor = { id: "stripe", name: "Stripe" };

interface EventContext {
  settings: BusinessSettings;
  now: Date;
}

/** A handler does the event's work in the caller's transaction and says what it did, in words. */
export type EventHandler = (tx: Transaction, event: Stripe.Event, context: EventContext) => Promise<string>;

/**
 * Thrown by a handler for an event about no invoice, payment or payout of ours (another app on
 * the same Stripe account, a deleted record): the event is logged and answered 200, and its
 * transaction rolled back, so nothing of it is stored.
 */
export class NotOurs extends Error {}

/** The Auckland day an event happened on: a payment's date. */
export const eventDay = (event: Stripe.Event): IsoDay => todayInAuckland(new Date(event.created * 1000));

/** The staff page of an invoice, for the team's emails. */
const staffInvoiceUrl = (invoiceId: number) => `${publicUrl()}/admin/invoices/${invoiceId}`;

/** A line on the customer's lead timeline (where the invoice has a lead: a privacy deletion unlinks it). */
export async function onLeadTimeline(tx: Transaction, invoice: InvoiceRow, detail: string) {
  if (invoice.leadId !== null) await recordCustomerEvent(tx, STRIPE_ACTOR, invoice.leadId, "payment", detail);
}

/** The audit trail's row for what Stripe did to an invoice's money. */
export async function auditCardMoney(tx: Transaction, invoiceId: number, action: string, after: unknown) {
  await recordAudit(tx, { actor: STRIPE_ACTOR, action, entityType: "invoice", entityId: invoiceId, after });
}

/** An email to the team about an invoice's card money. */
export async function tellTeam(
  tx: Transaction,
  invoice: InvoiceRow,
  news: Omit<TeamCardNews, "invoiceId" | "number" | "customerName">,
  settings: BusinessSettings,
) {
  const full = { ...news, invoiceId: invoice.id, number: invoiceNumber(invoice), customerName: invoice.buyer.name };
  await queueEmails(tx, [teamCardEmail(full, staffInvoiceUrl(invoice.id), settings)]);
}

/** An id Stripe gives as a string or an expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
