import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatMoney } from "~/lib/money";
import { DASHBOARD_PERIODS } from "../buckets";
import type { MarketingFigures } from "../marketing.server";
import { BarChart } from "./bar-chart";

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");

/** The period choice, as links, so the view lives in the address. */
function PeriodChoice({ current }: { current: string }) {
  return (
    <nav aria-label="Period" className="flex flex-wrap gap-2">
      {DASHBOARD_PERIODS.map((period) => (
        <Link
          key={period.value}
          to={`?period=${period.value}`}
          aria-current={period.value === current ? "page" : undefined}
          className={
            period.value === current
              ? "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white"
              : "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          }
        >
          {period.label}
        </Link>
      ))}
    </nav>
  );
}

/** Leads, the funnel and wins by source and campaign; leads by landing page; leads over time. */
export function MarketingFiguresSection({ figures }: { figures: MarketingFigures }) {
  const label = figures.period.label.toLowerCase();
  return (
    <section aria-labelledby="marketing" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="marketing" className="text-xl font-semibold text-ink">
          Where leads come from
        </h2>
        <PeriodChoice current={figures.period.value} />
      </div>
      <DataTable
        caption={`Leads by source and campaign, ${label}`}
        rows={figures.bySource.map((row) => ({ ...row, id: `${row.source}/${row.campaign}` }))}
        empty={`No leads in the ${label}.`}
        columns={[
          { header: "Source", cell: (r) => r.source },
          { header: "Campaign", cell: (r) => r.campaign || "–" },
          { header: "Leads", cell: (r) => String(r.leads) },
          { header: "Contacted", cell: (r) => `${r.contacted} (${percent(r.contacted, r.leads)})` },
          { header: "Quoted", cell: (r) => `${r.quoted} (${percent(r.quoted, r.leads)})` },
          { header: "Won", cell: (r) => `${r.won} (${percent(r.won, r.leads)})` },
          { header: "Won value", cell: (r) => formatMoney(r.wonValueCents), nowrap: true },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          id="by-landing-page"
          title={`Leads by landing page, ${label}`}
          rows={figures.byLandingPage.map((r) => ({ label: r.page, count: r.leads }))}
          empty={`No website leads in the ${label}.`}
        />
        <BarChart id="over-time" title={`Leads over time, ${label}`} rows={figures.overTime} empty={`No leads in the ${label}.`} />
      </div>
    </section>
  );
}
