import { data, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { listAllServices } from "~/features/catalogue/services-admin.server";
import { PriceItemForm } from "~/features/pricing/components/price-item-form";
import { NEW_PRICE_ITEM_VALUES } from "~/features/pricing/item-schema";
import { addPriceItemIntents } from "~/features/pricing/price-list-action.server";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/price-list.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a price-list item");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pricing.edit");
  return { services: (await listAllServices(getDb())).map(({ slug, name }) => ({ slug, name })) };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "pricing.edit",
    intents: addPriceItemIntents<Permission>(getDb()),
    defaultIntent: "create",
  });
  if (result.data.ok) throw redirect(`/admin/price-list/${result.data.id}?notice=created`);
  return data(result.data, result.init ?? undefined);
}

export default function NewPriceItemPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Add a price-list item" actions={<BackLink to="/admin/price-list">Price list</BackLink>}>
      {actionData && !actionData.errors ? <FormAlert className="mb-5">{actionData.message}</FormAlert> : null}
      <PriceItemForm
        values={actionData?.values ?? NEW_PRICE_ITEM_VALUES}
        errors={actionData?.errors ?? {}}
        services={loaderData.services}
        submitLabel="Add item"
      />
    </AdminPage>
  );
}
