import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { listAllServices } from "~/features/catalogue/services-admin.server";
import { PriceItemForm } from "~/features/pricing/components/price-item-form";
import { NEW_PRICE_ITEM_VALUES } from "~/features/pricing/item-schema";
import { addPriceItemIntents } from "~/features/pricing/price-list-action.server";
import { newRecordAction } from "~/lib/new-record-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/price-list.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a price-list item");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pricing.edit");
  return { services: (await listAllServices(getDb())).map(({ slug, name }) => ({ slug, name })) };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "pricing.edit",
    intents: addPriceItemIntents<Permission>(getDb()),
    savedTo: "/admin/price-list",
  });
}

export default function NewPriceItemPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage title="Add a price-list item" back={{ to: "/admin/price-list", label: "Price list" }} refused={actionData}>
      <PriceItemForm
        values={actionData?.values ?? NEW_PRICE_ITEM_VALUES}
        errors={actionData?.errors ?? {}}
        services={loaderData.services}
        submitLabel="Add item"
      />
    </NewRecordPage>
  );
}
