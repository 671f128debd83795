import { Form } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { SelectInput, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { requireStaff } from "~/features/auth/guard.server";
import { INVOICES_PER_FILE } from "~/features/invoices/accounting-export";
import { exportSize } from "~/features/invoices/export.server";
import { exportSchema } from "~/features/invoices/invoice-schema";
import { getSettings } from "~/features/settings/settings.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoices.export";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Export invoices");

/** The period's first and last day from the address, last month by default. */
function period(params: URLSearchParams) {
  const lastMonthEnd = addDays(`${todayInAuckland().slice(0, 8)}01`, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
  return exportSchema.safeParse({
    from: params.get("from") ?? lastMonthStart,
    to: params.get("to") ?? lastMonthEnd,
    format: params.get("format") ?? undefined,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "invoices.view");
  const params = new URL(request.url).searchParams;
  const parsed = period(params);
  const basis = (await getSettings()).invoicing.exportAmountsAre;
  if (!parsed.success)
    return {
      error: parsed.error.issues[0].message,
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
      format: "xero",
      basis,
      size: null,
    };
  const { from, to, format } = parsed.data;
  return { error: null, from, to, format, basis, size: await exportSize(getDb(), from, to) };
}

export default function InvoiceExportPage({ loaderData }: Route.ComponentProps) {
  const { error, from, to, format, basis, size } = loaderData;
  const href = (part: number) => `/admin/invoices/export.csv?${new URLSearchParams({ from, to, format, part: String(part) })}`;
  return (
    <AdminPage
      title="Export invoices"
      description="Invoices and credit notes issued in a period, as a file Xero (Sales › Invoices › Import) or MYOB AccountRight imports."
      actions={<BackLink to="/admin/invoices">All invoices</BackLink>}
    >
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TextInput scope="export" compact name="from" label="From" type="date" defaultValue={from} />
        <TextInput scope="export" compact name="to" label="To" type="date" defaultValue={to} />
        <SelectInput
          scope="export"
          compact
          name="format"
          label="For"
          defaultValue={format}
          options={[
            { value: "xero", label: "Xero" },
            { value: "myob", label: "MYOB AccountRight" },
          ]}
        />
        <Button type="submit" size="sm">
          Show the files
        </Button>
      </Form>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {size ? (
        <section aria-labelledby="files-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="files-heading" className="text-lg font-semibold">
            {`${size.count} ${size.count === 1 ? "invoice" : "invoices"} issued in the period`}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {`Amounts ${basis === "inclusive" ? "include" : "exclude"} GST: choose "${basis === "inclusive" ? "Tax inclusive" : "Tax exclusive"}" when you import. Xero takes ${INVOICES_PER_FILE} invoices a file, so a bigger period comes in parts; import each once.`}
          </p>
          {size.parts === 0 ? (
            <p className="mt-3">Nothing to export for these days.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {Array.from({ length: size.parts }, (_, i) => (
                <li key={i}>
                  <a href={href(i + 1)} className="font-semibold text-brand-700 underline" download>
                    {size.parts === 1 ? "Download the file" : `Download part ${i + 1} of ${size.parts}`}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-sm">
            {"Card payments, Stripe's fees and payouts go against the card clearing account: "}
            <a href={`/admin/payments?${new URLSearchParams({ from, to })}`} className="font-semibold text-brand-700 underline">
              export them from Card payments
            </a>
            .
          </p>
        </section>
      ) : null}
    </AdminPage>
  );
}
