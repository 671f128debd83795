import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requireStaff } from "~/features/auth/guard.server";
import { exportLeadsCsv } from "~/features/leads/export.server";
import { aucklandToday } from "~/features/leads/list.server";
import { parseLeadQuery } from "~/features/leads/list-query";
import type { Route } from "./+types/leads.export";

/** The list's current view (same filters and order, every page) as a streamed CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const parsed = parseLeadQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: `That list address is not valid (${parsed.message}).` }, { status: 400 });
  return new Response(exportLeadsCsv(getDb(), parsed.query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${aucklandToday()}.csv"`,
      "cache-control": "no-store",
    },
  });
}
