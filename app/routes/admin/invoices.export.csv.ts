import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { exportFile } from "~/features/invoices/export.server";
import { exportSchema } from "~/features/invoices/invoice-schema";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoices.export.csv";

/** One file of the accounting export (docs/decisions/0113). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "invoices.view");
  const parsed = exportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: `That export is not valid: ${parsed.error.issues[0].message}.` }, { status: 400 });
  const basis = parsed.data.basis ?? (await getSettings()).invoicing.exportAmountsAre;
  const file = await exportFile(getDb(), { ...parsed.data, basis });
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
