import { requireStaff } from "~/features/auth/guard.server";
import { priceListCsv } from "~/features/pricing/price-list-csv.server";
import { listPriceItems } from "~/features/pricing/price-list.server";
import { todayInAuckland } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/price-list.export";

/** The whole price list, inactive items included, in the columns the import reads. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pricing.view");
  return new Response(priceListCsv(await listPriceItems(getDb(), { show: "all" })), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="price-list-${todayInAuckland()}.csv"`,
      "cache-control": "no-store",
    },
  });
}
