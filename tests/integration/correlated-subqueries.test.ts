import { describe, expect, it } from "vitest";
import { listCustomers } from "~/features/customers/admin.server";
import { customerContactsTable, customersTable } from "~/features/customers/tables";
import { dashboardPeriod } from "~/features/dashboard/buckets";
import { marketingFigures } from "~/features/dashboard/marketing.server";
import { leadEventsTable, leadsTable } from "~/features/leads/tables";
import { cardMoneyPage } from "~/features/payments/list.server";
import { cardDisputesTable, cardPaymentsTable, cardPayoutsTable, cardRefundsTable } from "~/features/payments/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { sentInvoice } from "../helpers/card-payments";
import { useMigratedDatabase } from "../helpers/suite";
import { leadRow } from "./leads-fixtures";

/*
 * Every correlated subquery answers for its own row (issue 40, item 1): Drizzle printed the
 * outer column of a one-table select without its table, so the subquery compared the inner
 * table's id with itself and every row got the same (or no) answer. Each list here has two
 * rows that differ.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

async function customer(name: string, contacts: Array<["email" | "phone", string]>, leadsDaysAgo: number[]) {
  const [{ id }] = await db().insert(customersTable).values({ name }).returning({ id: customersTable.id });
  for (const [kind, value] of contacts)
    await db()
      .insert(customerContactsTable)
      .values({ customerId: id, kind, value, key: value.toLowerCase().replace(/\s/g, "") });
  for (const daysAgo of leadsDaysAgo)
    await db()
      .insert(leadsTable)
      .values(leadRow({ name, customerId: id, daysAgo }));
  return id;
}

describe("correlated subqueries", () => {
  it("gives each customer on the customers list their own email, phone, request count and last request", async () => {
    const aroha = await customer(
      "Aroha First",
      [
        ["email", "aroha@example.co.nz"],
        ["phone", "021 111 1111"],
      ],
      [3, 10],
    );
    const ben = await customer("Ben Second", [["email", "ben@example.co.nz"]], [1]);
    const { rows } = await listCustomers(db(), { q: "", page: 1 });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(aroha)).toMatchObject({ email: "aroha@example.co.nz", phone: "021 111 1111", leads: 2 });
    expect(byId.get(ben)).toMatchObject({ email: "ben@example.co.nz", phone: null, leads: 1 });
    const ageInDays = (at: Date | null | undefined) => Math.round((Date.now() - (at?.getTime() ?? 0)) / 86_400_000);
    expect(ageInDays(byId.get(aroha)?.lastLeadAt)).toBe(3);
    expect(ageInDays(byId.get(ben)?.lastLeadAt)).toBe(1);
    // Search by a contact finds that customer only.
    expect((await listCustomers(db(), { q: "ben@example.co.nz", page: 1 })).rows.map((r) => r.id)).toEqual([ben]);
    expect((await listCustomers(db(), { q: "021111", page: 1 })).rows.map((r) => r.id)).toEqual([aroha]);
  });

  it("gives each payout the card payments, refunds and disputes it carried and what they came to", async () => {
    const today = todayInAuckland();
    const one = await sentInvoice(db(), "payout.one@example.co.nz", 20_000, "Payout One");
    const two = await sentInvoice(db(), "payout.two@example.co.nz", 33_300, "Payout Two");
    const payouts = await db()
      .insert(cardPayoutsTable)
      .values([
        { payoutId: "po_sub_one", amountCents: 19_000, arrivalDate: today, status: "paid" },
        { payoutId: "po_sub_two", amountCents: 64_000, arrivalDate: today, status: "paid" },
      ])
      .returning({ id: cardPayoutsTable.id });
    const payment = (invoiceId: number, intent: string, netCents: number, payoutId: number) => ({
      invoiceId,
      paymentIntentId: intent,
      amountCents: netCents + 500,
      appliedCents: netCents + 500,
      feeCents: 500,
      netCents,
      payoutId,
      paidOn: today,
    });
    const paid = await db()
      .insert(cardPaymentsTable)
      .values([
        payment(one.invoiceId, "pi_sub_one", 19_000, payouts[0].id),
        payment(two.invoiceId, "pi_sub_two", 32_000, payouts[1].id),
        payment(two.invoiceId, "pi_sub_three", 32_000, payouts[1].id),
      ])
      .returning({ id: cardPaymentsTable.id });
    // Refunds and disputes each payout carried, different on each: one refund and two disputes on
    // the first, two refunds and one dispute on the second (issue 40, item 1: each subquery reads its own payout).
    const refund = (cardPaymentId: number, refundId: string, amountCents: number, payoutId: number) => ({
      cardPaymentId,
      refundId,
      amountCents,
      status: "succeeded",
      payoutId,
      refundedOn: today,
    });
    await db()
      .insert(cardRefundsTable)
      .values([
        refund(paid[0].id, "re_sub_one", 1_000, payouts[0].id),
        refund(paid[1].id, "re_sub_two", 2_000, payouts[1].id),
        refund(paid[2].id, "re_sub_three", 3_000, payouts[1].id),
      ]);
    const dispute = (cardPaymentId: number, disputeId: string, withdrawnCents: number, payoutId: number) => ({
      cardPaymentId,
      disputeId,
      amountCents: withdrawnCents,
      reason: "fraudulent",
      status: "needs_response",
      withdrawnCents,
      feeCents: 2_500,
      payoutId,
      openedOn: today,
    });
    await db()
      .insert(cardDisputesTable)
      .values([
        dispute(paid[0].id, "dp_sub_one", 4_000, payouts[0].id),
        dispute(paid[0].id, "dp_sub_two", 5_000, payouts[0].id),
        dispute(paid[1].id, "dp_sub_three", 6_000, payouts[1].id),
      ]);
    const page = await cardMoneyPage(db(), addDays(today, -1), addDays(today, 1));
    // 19,000 − 1,000 − (4,000 + 2,500) − (5,000 + 2,500); 64,000 − 2,000 − 3,000 − (6,000 + 2,500).
    expect(page.payouts.find((p) => p.payoutId === "po_sub_one")).toMatchObject({
      payments: 1,
      refunds: 1,
      disputes: 2,
      matchedCents: 4_000,
    });
    expect(page.payouts.find((p) => p.payoutId === "po_sub_two")).toMatchObject({
      payments: 2,
      refunds: 2,
      disputes: 1,
      matchedCents: 50_500,
    });
  });

  it("counts a lead as quoted when it was at quote sent before, each lead by its own events", async () => {
    const [quoted, never] = await db()
      .insert(leadsTable)
      .values([
        leadRow({ name: "Quoted Then Lost", marketingSource: "subquery-test", status: "lost", daysAgo: 2 }),
        leadRow({ name: "Lost Unquoted", marketingSource: "subquery-test", status: "lost", daysAgo: 2 }),
      ])
      .returning({ id: leadsTable.id });
    await db()
      .insert(leadEventsTable)
      .values([
        { leadId: quoted.id, kind: "status", fromStatus: "new", toStatus: "quote_sent", actorName: "Mia Manager" },
        { leadId: quoted.id, kind: "status", fromStatus: "quote_sent", toStatus: "lost", actorName: "Mia Manager" },
        { leadId: never.id, kind: "status", fromStatus: "new", toStatus: "lost", actorName: "Mia Manager" },
      ]);
    const figures = await marketingFigures(db(), dashboardPeriod(null));
    expect(figures.bySource.find((s) => s.source === "subquery-test")).toMatchObject({ leads: 2, quoted: 1, won: 0 });
  });
});
