import { Button } from "~/components/ui/button";
import { formatMoney } from "~/lib/money";
import type { priceQuote } from "../pricing";

/** The builder's live totals, priced as staff type, or why they cannot be yet, beside Save. */
export function BuilderTotals({
  live,
  saving,
}: {
  live: { totals: ReturnType<typeof priceQuote> | null; problem: string | null };
  saving: boolean;
}) {
  const { totals } = live;
  return (
    <section
      aria-labelledby="totals-heading"
      aria-live="polite"
      className="sticky bottom-0 z-10 flex flex-wrap items-end justify-between gap-4 rounded-md border border-brand-600 bg-brand-50 p-4 shadow-lg"
    >
      <div>
        <h2 id="totals-heading" className="text-lg font-semibold">
          Totals
        </h2>
        {totals ? (
          <dl className="mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="builder-totals">
            {totals.quoteDiscountCents !== 0 ? (
              <>
                <dt>Subtotal</dt>
                <dd className="text-right tabular-nums">{formatMoney(totals.subtotalCents)}</dd>
                <dt>Discount</dt>
                <dd className="text-right tabular-nums">{formatMoney(totals.quoteDiscountCents)}</dd>
              </>
            ) : null}
            <dt>Excluding GST</dt>
            <dd className="text-right tabular-nums">{formatMoney(totals.gst.exclusive)}</dd>
            <dt>GST 15%</dt>
            <dd className="text-right tabular-nums">{formatMoney(totals.gst.gst)}</dd>
            <dt className="font-bold">Including GST</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="builder-total">
              {formatMoney(totals.gst.inclusive)}
            </dd>
            {totals.depositCents > 0 ? (
              <>
                <dt>Deposit</dt>
                <dd className="text-right tabular-nums">{formatMoney(totals.depositCents)}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="mt-2 text-sm">{live.problem ?? "Fix the highlighted fields to see the totals."}</p>
        )}
        <p className="mt-2 text-sm text-muted">Optional items are not in these totals until the customer ticks them.</p>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save draft"}
      </Button>
    </section>
  );
}
