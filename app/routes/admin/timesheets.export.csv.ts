import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { weekCsv } from "~/features/timesheets/csv.server";
import { weekFromQuery } from "~/features/timesheets/week";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/timesheets.export.csv";

/** A week's timesheets for payroll (docs/decisions/0209). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "timesheets.view");
  const monday = weekFromQuery(new URL(request.url).searchParams.get("week"));
  if (!monday) throw data({ message: "That week is not valid: choose a day as YYYY-MM-DD." }, { status: 400 });
  const file = await weekCsv(getDb(), monday);
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
