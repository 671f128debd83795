import { data, redirect } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { TradieForm } from "~/features/tradies/components/tradie-form";
import { createTradieIntents } from "~/features/tradies/tradie-action.server";
import { formAction } from "~/lib/form-action";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/tradies.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a tradie");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "tradies.view");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "tradies.change",
    intents: () => createTradieIntents(getDb()),
    defaultIntent: "create",
  });
  if (result.data.ok) throw redirect(`/admin/tradies/${result.data.id}?notice=created`);
  // Only a refused form stays on this page.
  return data(result.data, result.init ?? undefined);
}

export default function NewTradiePage({ actionData }: Route.ComponentProps) {
  const { areas } = useRootData();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AdminPage
      title="Add a tradie"
      description="They start as a draft: check their licences and insurance, then publish them from their page."
      actions={<BackLink to="/admin/tradies">All tradies</BackLink>}
    >
      {failed && !failed.errors ? <FormAlert className="mb-5">{failed.message}</FormAlert> : null}
      <TradieForm intent="create" areas={areas} values={failed?.values ?? {}} errors={failed?.errors ?? {}} submitLabel="Add tradie" />
    </AdminPage>
  );
}
