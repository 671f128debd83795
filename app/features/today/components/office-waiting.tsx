import { formatIsoDayShort, formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/phone";
import { shownNumber } from "~/features/texts/shown-number";
import { textKindLabel } from "~/features/texts/text-labels";
import { timeSince } from "../time-since";
import type { WaitingOnTheOffice } from "../waiting.server";
import { WaitingList, type WaitingLine } from "./waiting-list";

const SENDING_STATUS: Record<string, string> = {
  failed: "Failed: not sent",
  uncertain: "May have gone out: check before sending again",
  pending: "Waiting to retry after failing",
};

/** What waits on the office, each with its one next step (issue 45, item 5). */
export function OfficeWaiting({
  waiting,
  now,
  quoteChaseDays,
}: {
  waiting: WaitingOnTheOffice;
  now: Date | string;
  quoteChaseDays: number;
}) {
  const leads: WaitingLine[] = waiting.leads.map((l) => ({
    key: l.id,
    what: `${l.name}: ${l.service}`,
    detail: `Came in ${timeSince(l.createdAt, now)} ago`,
    action: l.phone ? { label: `Call ${l.name.split(" ")[0]}`, href: telHref(l.phone) } : { label: "Open", href: `/admin/leads/${l.id}` },
  }));
  const offers: WaitingLine[] = waiting.offers.map((o) => ({
    key: `${o.visitId}-${o.tradie}`,
    what: `${o.tradie}: ${o.customer}`,
    detail: `Visit ${formatWhen(o.startsAt, new Date(now))}${o.expiresAt ? `; the offer runs out ${formatWhen(o.expiresAt, new Date(now))}` : ""}`,
    action: { label: "Open the visit", href: o.href },
  }));
  const quotes: WaitingLine[] = waiting.quotes.map((q) => ({
    key: q.id,
    what: `${q.number} for ${q.customer}, ${formatMoney(q.inclusiveCents)}`,
    detail: `Sent ${q.sentAt ? `${timeSince(q.sentAt, now)} ago` : ""}`,
    action: { label: "Chase", href: `/admin/quotes/${q.id}` },
  }));
  const invoices: WaitingLine[] = waiting.invoices.map((i) => ({
    key: i.id,
    what: `${i.number} for ${i.customer}: ${formatMoney(i.owingCents)} owing`,
    detail: `Due ${i.dueDate ? formatIsoDayShort(i.dueDate) : ""}`,
    action: { label: "Chase", href: `/admin/invoices/${i.id}` },
  }));
  const sending: WaitingLine[] = [
    ...waiting.failingEmails.map((e) => ({
      key: `email-${e.id}`,
      what: `Email to ${e.to}: ${e.subject}`,
      detail: SENDING_STATUS[e.status] ?? e.status,
      action: { label: "Send again", intent: "resend-email", name: "emailId", value: e.id },
    })),
    ...waiting.failingTexts.map((t) => ({
      key: `text-${t.id}`,
      what: `Text to ${shownNumber(t.to)}: ${textKindLabel(t.kind)}`,
      detail: SENDING_STATUS[t.status] ?? t.status,
      action: { label: "Send again", intent: "resend-text", name: "textId", value: t.id },
    })),
  ];
  const reviews: WaitingLine[] = waiting.reviews.map((r) => ({
    key: r.id,
    what: `${r.firstName}, ${r.rating} ${r.rating === 1 ? "star" : "stars"}`,
    detail: `Written ${formatIsoDayShort(r.writtenOn)}`,
    action: { label: "Check", href: "/admin/reviews?status=held" },
  }));
  const skips: WaitingLine[] = waiting.skips.map((r) => ({
    key: `skip-${r.id}`,
    what: `${r.customer} asks to skip ${formatIsoDayShort(r.day ?? r.occursOn)}`,
    detail: `${r.plan}; asked ${timeSince(r.createdAt, now)} ago`,
    action: { label: "Open the plan", href: `/admin/plans/${r.planId}` },
  }));
  const nothing = [leads, offers, quotes, invoices, sending, reviews, skips].every((lines) => lines.length === 0);
  return (
    <section aria-labelledby="waiting-heading" className="space-y-3">
      <h2 id="waiting-heading" className="text-lg font-semibold text-ink">
        Waiting on the office
      </h2>
      {nothing ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-muted shadow-sm">Nothing is waiting. Well done.</p>
      ) : null}
      <WaitingList
        id="waiting-leads"
        title="New leads not contacted"
        lines={leads}
        more={{ label: "All new leads", href: "/admin/leads?status=new" }}
      />
      <WaitingList id="waiting-offers" title="Offers not answered" lines={offers} />
      <WaitingList id="waiting-quotes" title={`Quotes not answered after ${quoteChaseDays} days`} lines={quotes} />
      <WaitingList
        id="waiting-invoices"
        title="Overdue invoices"
        lines={invoices}
        more={{ label: "All overdue invoices", href: "/admin/invoices?status=overdue" }}
      />
      <WaitingList id="waiting-sending" title="Emails and texts not going out" lines={sending} />
      <WaitingList id="waiting-reviews" title="Reviews held for a check" lines={reviews} />
      <WaitingList id="waiting-skips" title="Plan visits the customer asks to skip" lines={skips} />
    </section>
  );
}
