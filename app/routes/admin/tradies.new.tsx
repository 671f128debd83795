import { data, Link, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import { TradieForm } from "~/features/tradies/components/tradie-form";
import { runCreateTradie } from "~/features/tradies/tradie-action.server";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/tradies.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a tradie");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: ROLE_FOR_CHANGES.tradies });
  const result = await runCreateTradie(getDb(), staff, await request.formData());
  if (result.ok) throw redirect(`/admin/tradies/${result.id}?notice=created`);
  return data(result, { status: result.status });
}

export default function NewTradiePage({ actionData }: Route.ComponentProps) {
  const { areas } = useRootData();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AdminPage
      title="Add a tradie"
      description="They start as a draft: check their licences and insurance, then publish them from their page."
      actions={
        <Link to="/admin/tradies" className="text-sm font-semibold text-brand-700 hover:underline">
          ← All tradies
        </Link>
      }
    >
      {failed && !failed.errors ? <FormAlert className="mb-5">{failed.message}</FormAlert> : null}
      <TradieForm intent="create" areas={areas} values={failed?.values ?? {}} errors={failed?.errors ?? {}} submitLabel="Add tradie" />
    </AdminPage>
  );
}
