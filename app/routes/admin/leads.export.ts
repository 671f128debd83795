import { data } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { requireStaff } from "~/features/auth/guard.server";
import { EXPORT_RETRY_AFTER_SECONDS, exportLeadsCsv } from "~/features/leads/export.server";
import { leadAreas } from "~/features/leads/areas.server";
import { parseLeadQuery } from "~/features/leads/list-query";
import { todayInAuckland } from "~/lib/clock";
import type { Route } from "./+types/leads.export";

/** The list's current view (same filters and order, every page) as a streamed CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.view");
  const areas = await leadAreas();
  const parsed = parseLeadQuery(new URL(request.url).searchParams, areas.names);
  if (!parsed.ok) throw data({ message: `That list address is not valid (${parsed.message}).` }, { status: 400 });
  const csv = exportLeadsCsv(getDb(), parsed.query, areas);
  if (!csv) {
    throw data(
      { message: "Two exports are being prepared already. Please try again in a few seconds." },
      { status: 429, headers: { "Retry-After": String(EXPORT_RETRY_AFTER_SECONDS) } },
    );
  }
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${todayInAuckland()}.csv"`,
      "cache-control": "no-store",
    },
  });
}
