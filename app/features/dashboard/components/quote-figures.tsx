import { Link } from "react-router";
import { formatMoney } from "~/lib/money";

interface Figures {
  sent: number;
  accepted: number;
  acceptedCents: number;
}

/** Quotes sent, accepted and their value in the dashboard's period, each linking to the quotes list. */
export function QuoteFiguresSection({ figures, periodLabel, sentFrom }: { figures: Figures; periodLabel: string; sentFrom: string }) {
  const cards = [
    { label: "Quotes sent", value: String(figures.sent), to: `/admin/quotes?sentFrom=${sentFrom}` },
    { label: "Quotes accepted", value: String(figures.accepted), to: "/admin/quotes?status=accepted" },
    { label: "Accepted value (incl. GST)", value: formatMoney(figures.acceptedCents), to: "/admin/quotes?status=accepted" },
  ];
  return (
    <section aria-labelledby="quote-figures" className="mt-8">
      <h2 id="quote-figures" className="text-xl font-semibold text-ink">
        Quotes, {periodLabel.toLowerCase()}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              <Link to={card.to} className="text-ink hover:underline">
                {card.value}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
