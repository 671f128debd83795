import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { EditPageAlerts, editPageState } from "~/components/admin/edit-page-alerts";
import { IntentForm } from "~/components/form/intent-form";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { messageTemplate, requiredFields } from "~/features/message-templates/catalogue";
import { TemplateEditor } from "~/features/message-templates/components/template-editor";
import { templateIntents } from "~/features/message-templates/template-action.server";
import { wordingFor } from "~/features/message-templates/templates.server";
import { readSettings } from "~/features/settings/settings.server";
import { formAction } from "~/lib/form-action";
import { formatWhen } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import { previewData } from "~/server/message-previews.server";
import type { Route } from "./+types/settings.messages.$key";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? loaderData.title : "Customer message");

const NOT_FOUND = "There is no such customer message.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "templates.view");
  const template = messageTemplate(params.key);
  if (!template) throw data({ message: NOT_FOUND }, { status: 404 });
  const db = getDb();
  const [current, preview] = await Promise.all([wordingFor(db, template), previewData(db, template, await readSettings(db))]);
  return {
    title: `${template.label} (${template.channel})`,
    when: template.when,
    template: {
      key: template.key,
      channel: template.channel,
      label: template.label,
      fields: template.fields,
      required: requiredFields(template),
    },
    values: { subject: current.wording.subject ?? "", body: current.wording.body },
    changed: current.changed && current.updatedAt ? `Changed by ${current.updatedBy}, ${formatWhen(current.updatedAt)}.` : null,
    preview,
    canEdit: can(staff, "templates.edit"),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "templates.edit",
    // Past the guard and the body's checks: an unknown message is a 404.
    intents: () => {
      if (!messageTemplate(params.key)) throw data({ message: NOT_FOUND }, { status: 404 });
      return templateIntents<Permission>(getDb(), params.key);
    },
    defaultIntent: "save",
  });
}

export default function MessageTemplatePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = editPageState(actionData, loaderData.values, null);
  return (
    <AdminPage
      title={loaderData.title}
      description={`${loaderData.when} ${loaderData.changed ?? "The default wording."}`}
      actions={<BackLink to="/admin/settings/messages">Customer messages</BackLink>}
    >
      <EditPageAlerts
        success={state.success}
        failure={state.failure}
        readOnly={loaderData.canEdit ? null : "You can view the wording. Only staff who write to customers can change it."}
      />
      <TemplateEditor
        key={JSON.stringify(state.values)}
        template={loaderData.template}
        values={{ subject: state.values.subject ?? "", body: state.values.body ?? "" }}
        errors={state.errors}
        preview={loaderData.preview}
        readOnly={!loaderData.canEdit}
      />
      {loaderData.canEdit && loaderData.changed ? (
        <div className="mt-6">
          <IntentForm intent="reset" submit="Reset to default" variant="outline" />
        </div>
      ) : null}
    </AdminPage>
  );
}
