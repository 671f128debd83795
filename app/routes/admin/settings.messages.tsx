import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { DataTable } from "~/components/admin/data-table";
import { requireStaff } from "~/features/auth/guard.server";
import { MESSAGE_TEMPLATES } from "~/features/message-templates/catalogue";
import { savedWordings } from "~/features/message-templates/templates.server";
import { formatWhen } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/settings.messages";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Customer messages");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "templates.view");
  const saved = await savedWordings(getDb());
  return {
    rows: MESSAGE_TEMPLATES.map((template) => {
      const own = saved.get(template.key);
      return {
        id: template.key,
        label: template.label,
        channel: template.channel === "email" ? "Email" : "Text",
        when: template.when,
        wording: own ? `Changed by ${own.updatedBy}, ${formatWhen(own.updatedAt)}` : "Default",
      };
    }),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function MessageTemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Customer messages"
      description="The wording of every email and text the business sends a customer. A change applies to messages queued from then on."
      actions={<BackLink to="/admin/settings">Settings</BackLink>}
    >
      <DataTable<Row>
        caption="Customer messages"
        rows={loaderData.rows}
        empty="There are no customer messages."
        columns={[
          {
            header: "Message",
            cell: (row) => (
              <Link to={`/admin/settings/messages/${row.id}`} className="font-semibold text-brand-700 underline">
                {`${row.label} (${row.channel.toLowerCase()})`}
              </Link>
            ),
          },
          { header: "Sent", cell: (row) => row.when },
          { header: "Wording", cell: (row) => row.wording },
        ]}
      />
    </AdminPage>
  );
}
