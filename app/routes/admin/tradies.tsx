import { NewRecordLink } from "~/components/admin/new-record-link";
import { getDb } from "~/platform/db/client.server";
import { requireStaff } from "~/features/auth/guard.server";
import { todayInAuckland } from "~/lib/clock";
import { adminMeta } from "~/components/admin/admin-meta";
import { listSearch } from "~/lib/list-search";
import { AdminPage } from "~/components/admin/admin-page";
import { listTradiesForStaff, suspendLapsedTradies, type Visibility } from "~/features/tradies/admin.server";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import { TradieTable } from "~/features/tradies/components/tradie-table";
import { tradieStatuses } from "~/features/tradies/statuses";
import type { Route } from "./+types/tradies";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Tradies");

/** Cover or licences running out within this many days are flagged in the list. */
const WARN_DAYS = 30;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "tradies.view");
  const url = new URL(request.url);
  const q = listSearch(url.searchParams);
  const statusParam = url.searchParams.get("status") ?? "";
  const visibilityParam = url.searchParams.get("visibility") ?? "";
  const status = tradieStatuses.is(statusParam) ? statusParam : undefined;
  const visibility: Visibility | undefined = visibilityParam === "listed" || visibilityParam === "hidden" ? visibilityParam : undefined;
  const db = getDb();
  // Whoever opens the list first after a lapse sees it already suspended, with the reason in its history.
  await suspendLapsedTradies(db);
  const today = todayInAuckland();
  const horizon = todayInAuckland(new Date(Date.now() + WARN_DAYS * 86_400_000));
  return {
    tradies: await listTradiesForStaff(db, { q, status, visibility }),
    q,
    status: status ?? "",
    visibility: visibility ?? "",
    today,
    horizon,
  };
}

export default function TradiesPage({ loaderData }: Route.ComponentProps) {
  const { tradies, q, status, visibility, today, horizon } = loaderData;
  return (
    <AdminPage
      title="Tradies"
      description="The tradies on your books and their public profiles. Only active, published tradies with current insurance and licences appear in the directory."
      actions={<NewRecordLink to="/admin/tradies/new">Add a tradie</NewRecordLink>}
    >
      <ListFilters
        q={q}
        searchHint="Name, business, email or trade"
        clearTo="/admin/tradies"
        selects={[
          statusFilter(tradieStatuses, status),
          {
            name: "visibility",
            label: "Directory",
            value: visibility,
            options: [
              { value: "", label: "Public or not" },
              { value: "listed", label: "Public now" },
              { value: "hidden", label: "Not public" },
            ],
          },
        ]}
      />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {tradies.length} {tradies.length === 1 ? "tradie" : "tradies"}
      </p>
      <TradieTable tradies={tradies} today={today} horizon={horizon} />
    </AdminPage>
  );
}
