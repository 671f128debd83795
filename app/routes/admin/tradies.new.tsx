import { getDb } from "~/platform/db/client.server";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import { TradieForm } from "~/features/tradies/components/tradie-form";
import { createTradieIntents } from "~/features/tradies/tradie-action.server";
import { newRecordAction } from "~/lib/new-record-action";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/tradies.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a tradie");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "tradies.view");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "tradies.change",
    intents: () => createTradieIntents(getDb()),
    savedTo: "/admin/tradies",
  });
}

export default function NewTradiePage({ actionData }: Route.ComponentProps) {
  const { areas } = useRootData();
  return (
    <NewRecordPage
      title="Add a tradie"
      description="They start as a draft: check their licences and insurance, then publish them from their page."
      back={{ to: "/admin/tradies", label: "All tradies" }}
      refused={actionData}
    >
      <TradieForm
        intent="create"
        areas={areas}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        submitLabel="Add tradie"
      />
    </NewRecordPage>
  );
}
