import { NewRecordLink } from "~/components/admin/new-record-link";
import { Download } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { data, Link, useNavigation } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { BulkBar } from "~/features/leads/components/bulk-bar";
import { FollowUpsDueNotice } from "~/features/leads/components/follow-ups-due";
import { LeadFilters } from "~/features/leads/components/lead-filters";
import { LeadPager, LeadTable } from "~/features/leads/components/lead-table";
import { useLiveList } from "~/features/leads/components/use-live-list";
import { bulkIntents } from "~/features/leads/lead-action.server";
import { leadAreas } from "~/features/leads/areas.server";
import { countFollowUpsDue, leadFilterChoices, listLeads } from "~/features/leads/list.server";
import { leadQueryString, parseLeadQuery } from "~/features/leads/list-query";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { todayInAuckland } from "~/lib/clock";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/form-action";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Leads");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.view");
  const areas = await leadAreas();
  const parsed = parseLeadQuery(new URL(request.url).searchParams, areas.names);
  if (!parsed.ok) throw data({ message: `That list address is not valid (${parsed.message}).` }, { status: 400 });
  const db = getDb();
  const today = todayInAuckland();
  const [list, choices, followUpsDue] = await Promise.all([
    listLeads(db, parsed.query, areas),
    leadFilterChoices(db, areas),
    countFollowUpsDue(db, today),
  ]);
  return { ...list, choices, query: parsed.query, followUpsDue, today, canCreate: can(staff, "leads.create") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "leads.change",
    intents: bulkIntents(getDb()),
  });
}

export default function LeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, exact, pages, choices, query, followUpsDue, today, canCreate } = loaderData;
  const refreshing = useLiveList();
  const loading = useNavigation().state === "loading";
  return (
    <AdminPage
      title="Leads"
      description="Quote requests from the website. Open one to call or email the customer, move it along, assign a tradie or add a note."
      actions={
        <div className="flex flex-wrap gap-2">
          {canCreate ? <NewRecordLink to="/admin/leads/new">New lead</NewRecordLink> : null}
          <Link
            reloadDocument
            to={`/admin/leads/export.csv${leadQueryString(query, { page: 1 })}`}
            className="inline-flex h-9 items-center gap-2 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon icon={Download} aria-hidden="true" className="size-4" />
            Export this view (CSV)
          </Link>
        </div>
      }
    >
      <LeadFilters key={leadQueryString(query)} query={query} choices={choices} />
      <ResultAlert result={actionData} className="mb-3" />
      {followUpsDue > 0 && query.status !== "follow-up" ? <FollowUpsDueNotice count={followUpsDue} /> : null}
      <BulkBar />
      <p className="sr-only" aria-live="polite">
        {refreshing ? "" : `${total}${exact ? "" : "+"} leads`}
      </p>
      <div aria-busy={loading} className={cn("transition-opacity", loading && "opacity-60")}>
        <LeadTable rows={rows} query={query} today={today} />
      </div>
      <LeadPager query={query} total={total} pages={pages} exact={exact} firstId={rows[0]?.id} lastId={rows.at(-1)?.id} />
    </AdminPage>
  );
}
