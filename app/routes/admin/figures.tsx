import { Link } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { countApplicationsByStatus } from "~/features/applications/review.server";
import { requireStaff } from "~/features/auth/guard.server";
import { BarChart } from "~/features/dashboard/components/bar-chart";
import { FigureCards } from "~/features/dashboard/components/figure-cards";
import { leadFigures } from "~/features/dashboard/stats.server";
import { dashboardPeriod } from "~/features/dashboard/buckets";
import { marketingFigures } from "~/features/dashboard/marketing.server";
import { MarketingFiguresSection } from "~/features/dashboard/components/marketing-figures";
import { LeadStatusBadge } from "~/features/leads/components/lead-status-badge";
import { useLiveList } from "~/features/leads/components/use-live-list";
import { adminMeta } from "~/components/admin/admin-meta";
import { followUpCount } from "~/features/leads/follow-ups";
import { AdminPage } from "~/components/admin/admin-page";
import { addDays, aucklandInstant, formatIsoDayMonth, formatWhen, todayInAuckland } from "~/lib/clock";
import { QuoteFiguresSection } from "~/features/dashboard/components/quote-figures";
import { quoteFigures } from "~/features/quotes/figures.server";
import { MarginFiguresSection } from "~/features/job-costing/components/margin-figures";
import { marginFigures } from "~/features/job-costing/costing.server";
import { can } from "~/features/auth/permissions";
import { getSettings } from "~/features/settings/settings.server";
import { monthlyTextFigures } from "~/features/texts/figures.server";
import { unreadReplies } from "~/features/texts/inbox.server";
import { formatMoney } from "~/lib/money";
import type { Route } from "./+types/figures";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Figures");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin.enter");
  const db = getDb();
  const period = dashboardPeriod(new URL(request.url).searchParams.get("period"));
  const sentFrom = addDays(todayInAuckland(), -(period.days - 1));
  const settings = await getSettings();
  const [figures, marketing, applications, quotes, texts, unreadTexts, margins] = await Promise.all([
    leadFigures(db),
    marketingFigures(db, period),
    countApplicationsByStatus(db),
    quoteFigures(db, aucklandInstant(sentFrom)),
    monthlyTextFigures(db, settings.jobs.textSegmentCents),
    unreadReplies(db),
    can(staff, "costs.view") ? marginFigures(db) : null,
  ]);
  return {
    figures,
    marketing,
    quotes,
    sentFrom,
    applicationsWaiting: applications.submitted + applications.under_review,
    texts,
    unreadTexts,
    margins,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, marketing, quotes, sentFrom, applicationsWaiting, texts, unreadTexts, margins } = loaderData;
  useLiveList(60_000);
  return (
    <AdminPage
      title="Figures"
      description="Leads, quotes, job margins, texts and marketing over time. Spam and duplicate leads are left out of every figure."
    >
      <h2 className="sr-only">Figures</h2>
      <FigureCards figures={figures} />
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="newest-leads" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 id="newest-leads" className="text-lg font-semibold text-ink">
            Newest leads
          </h2>
          {figures.newest.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No leads yet. Quote requests from the website will show here.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {figures.newest.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 hover:underline">
                      {lead.name}
                    </Link>
                    <span className="block text-sm text-muted">
                      {lead.service}, {lead.suburb} · {formatWhen(lead.createdAt)}
                    </span>
                  </span>
                  <LeadStatusBadge status={lead.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="waiting" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="waiting" className="text-lg font-semibold text-ink">
            Waiting for you
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/admin/applications?status=submitted" className="font-semibold text-brand-700 hover:underline">
                {applicationsWaiting} {applicationsWaiting === 1 ? "application" : "applications"} to review
              </Link>
            </li>
            <li>
              <Link to="/admin/leads?status=follow-up" className="font-semibold text-brand-700 hover:underline">
                {followUpCount(figures.followUpsDue)} on hold due for follow-up
              </Link>
            </li>
            <li>
              <Link to="/admin/leads?status=new" className="font-semibold text-brand-700 hover:underline">
                New leads
              </Link>
            </li>
            <li>
              <Link to="/admin/messages" className="font-semibold text-brand-700 hover:underline">
                {unreadTexts} unread {unreadTexts === 1 ? "text" : "texts"} from customers
              </Link>
            </li>
          </ul>
          <h3 className="mt-5 font-semibold text-ink">Texts this month</h3>
          <p className="mt-1 text-sm text-ink" data-testid="texts-this-month">
            {texts.sent} {texts.sent === 1 ? "text" : "texts"} sent, {texts.segments} {texts.segments === 1 ? "segment" : "segments"}, about{" "}
            {formatMoney(texts.costCents)}
            {texts.captured > 0 ? ` (${texts.captured} captured while texting was off)` : ""}
          </p>
        </section>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <BarChart id="by-service" title="Leads by service, last 30 days" rows={figures.byService} empty="No leads in the last 30 days." />
        <BarChart id="by-area" title="Leads by area, last 30 days" rows={figures.byArea} empty="No leads in the last 30 days." />
      </div>
      <div className="mt-6">
        <BarChart
          id="by-day"
          title="Leads by day, last 30 days"
          rows={figures.byDay}
          empty="No leads in the last 30 days."
          labelFor={formatIsoDayMonth}
        />
      </div>
      {margins ? (
        <div className="mt-6">
          <MarginFiguresSection figures={margins} />
        </div>
      ) : null}
      <QuoteFiguresSection figures={quotes} periodLabel={marketing.period.label} sentFrom={sentFrom} />
      <MarketingFiguresSection figures={marketing} />
    </AdminPage>
  );
}
