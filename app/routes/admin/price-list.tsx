import { NewRecordLink } from "~/components/admin/new-record-link";
import { Download } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Form } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters } from "~/components/admin/list-filters";
import { Panel } from "~/components/admin/panel";
import { ResultAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-classes";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { PriceListTable } from "~/features/pricing/components/price-list-table";
import { importPriceListIntents } from "~/features/pricing/price-list-action.server";
import { listPriceItems } from "~/features/pricing/price-list.server";
import { formAction } from "~/lib/form-action";
import { listSearch } from "~/lib/list-search";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/price-list";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Price list");

/** The import form carries a CSV file: the request guard gives this page the upload limit. */
export const handle = { takesUploads: true };

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "pricing.view");
  const url = new URL(request.url);
  const q = listSearch(url.searchParams);
  const show = url.searchParams.get("show") === "all" ? "all" : "active";
  return { rows: await listPriceItems(getDb(), { q, show }), q, show, canEdit: can(staff, "pricing.edit") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "pricing.edit",
    intents: importPriceListIntents<Permission>(getDb()),
    defaultIntent: "import",
  });
}

export default function PriceListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, q, show, canEdit } = loaderData;
  return (
    <AdminPage
      title="Price list"
      description="What the business charges for its common items. Quotes pick from the active items; changing a price here never changes a quote already sent."
      actions={
        <div className="flex flex-wrap gap-2">
          <a href="/admin/price-list/export.csv" download className={buttonClasses("outline", "sm")}>
            <Icon icon={Download} aria-hidden="true" className="size-4" /> Export CSV
          </a>
          {canEdit ? <NewRecordLink to="/admin/price-list/new">Add an item</NewRecordLink> : null}
        </div>
      }
    >
      <ResultAlert result={actionData} className="mb-5 whitespace-pre-line" />
      <ListFilters
        q={q}
        searchHint="Code or name"
        clearTo="/admin/price-list"
        selects={[
          {
            name: "show",
            label: "Show",
            value: show === "all" ? "all" : "",
            options: [
              { value: "", label: "Active items" },
              { value: "all", label: "Every item" },
            ],
          },
        ]}
      />
      <PriceListTable rows={rows} />
      {canEdit ? (
        <div className="mt-6 max-w-xl">
          <Panel
            id="price-list-import"
            title="Import a CSV file"
            description="The export's columns: Code, Name, Description, Unit, Unit price, Amounts are, Service, Active. A row with a code already on the list updates that item; a new code adds one. If any row has a problem, nothing is imported."
          >
            <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="import" />
              <label className="text-sm font-semibold text-ink">
                CSV file
                <input type="file" name="file" accept=".csv,text/csv" className="mt-1 block text-sm" />
              </label>
              <Button type="submit" size="sm" variant="outline">
                Import
              </Button>
            </Form>
          </Panel>
        </div>
      ) : null}
    </AdminPage>
  );
}
