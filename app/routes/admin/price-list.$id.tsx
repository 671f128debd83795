import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { EditPageAlerts, editPageState } from "~/components/admin/edit-page-alerts";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { listAllServices } from "~/features/catalogue/services-admin.server";
import { PriceItemForm } from "~/features/pricing/components/price-item-form";
import { priceItemFormValues } from "~/features/pricing/item-schema";
import { priceItemIntents } from "~/features/pricing/price-list-action.server";
import { findPriceItem } from "~/features/pricing/price-list.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/price-list.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? loaderData.code : "Price-list item");

const NOT_FOUND = "There is no price-list item with that id.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "pricing.view");
  const db = getDb();
  const row = await findPriceItem(db, routeId(params.id, NOT_FOUND));
  if (!row) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    code: row.item.code,
    name: row.item.name,
    values: priceItemFormValues(row.item, row.serviceSlug),
    services: (await listAllServices(db)).map(({ slug, name }) => ({ slug, name })),
    canEdit: can(staff, "pricing.edit"),
    added: new URL(request.url).searchParams.get("notice") === "created" ? `${row.item.code} has been added.` : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const authorise = authoriseStaff(request);
  await authorise("pricing.edit");
  return formAction(request, {
    authorise,
    permission: "pricing.edit",
    intents: priceItemIntents<Permission>(getDb(), routeId(params.id, NOT_FOUND)),
    defaultIntent: "update",
  });
}

export default function PriceItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = editPageState(actionData, loaderData.values, loaderData.added);
  return (
    <AdminPage title={`${loaderData.code}: ${loaderData.name}`} actions={<BackLink to="/admin/price-list">Price list</BackLink>}>
      <EditPageAlerts
        success={state.success}
        failure={state.failure}
        readOnly={loaderData.canEdit ? null : "You can view the price list. Only an administrator can change it."}
      />
      <PriceItemForm
        key={JSON.stringify(state.values)}
        values={state.values}
        errors={state.errors}
        services={loaderData.services}
        readOnly={!loaderData.canEdit}
      />
    </AdminPage>
  );
}
