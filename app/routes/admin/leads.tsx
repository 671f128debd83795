import { Download } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { BulkBar } from "~/features/leads/components/bulk-bar";
import { FollowUpsDueNotice } from "~/features/leads/components/follow-ups-due";
import { LeadFilters } from "~/features/leads/components/lead-filters";
import { LeadPager, LeadTable } from "~/features/leads/components/lead-table";
import { useLiveList } from "~/features/leads/components/use-live-list";
import { runBulkAction } from "~/features/leads/lead-action.server";
import { aucklandToday, countFollowUpsDue, leadFilterChoices, listLeads } from "~/features/leads/list.server";
import { leadQueryString, parseLeadQuery } from "~/features/leads/list-query";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Leads");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const parsed = parseLeadQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: `That list address is not valid (${parsed.message}).` }, { status: 400 });
  const db = getDb();
  const today = aucklandToday();
  const [list, choices, followUpsDue] = await Promise.all([listLeads(db, parsed.query), leadFilterChoices(db), countFollowUpsDue(db, today)]);
  return { ...list, choices, query: parsed.query, followUpsDue, today };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: ROLE_FOR_CHANGES.leads });
  const result = await runBulkAction(getDb(), staff, await request.formData());
  return result.ok ? result : data(result, { status: result.status });
}

export default function LeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, exact, pages, choices, query, followUpsDue, today } = loaderData;
  const refreshing = useLiveList();
  const loading = useNavigation().state === "loading";
  return (
    <AdminPage
      title="Leads"
      description="Quote requests from the website. Open one to call or email the customer, move it along, assign a tradie or add a note."
      actions={
        <Link reloadDocument to={`/admin/leads/export.csv${leadQueryString(query, { page: 1 })}`} className="inline-flex h-9 items-center gap-2 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <Download aria-hidden="true" className="size-4" />
          Export this view (CSV)
        </Link>
      }
    >
      <LeadFilters key={leadQueryString(query)} query={query} choices={choices} />
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-3">
          {actionData.message}
        </FormAlert>
      ) : null}
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
