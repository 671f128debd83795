import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { EmailList } from "~/features/mail/components/email-list";
import { listTroubledEmails, resendEmail } from "~/features/mail/email-admin.server";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { recordIdField } from "~/lib/record-id";
import { formAction, intent, type FormIntents } from "~/lib/form-action";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import type { Database } from "~/platform/db/database";
import { z } from "~/lib/zod";
import type { Route } from "./+types/email";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Email");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "email.view");
  return { emails: await listTroubledEmails(getDb()), canResend: can(staff, "email.resend") };
}

const resendSchema = z.object({ emailId: recordIdField("Choose an email to send again.") });

function emailIntents(db: Database): FormIntents<Staff, Permission> {
  return {
    resend: intent(resendSchema, async (input, { actor }) => {
      await resendEmail(db, actor, input.emailId);
      notifyOutbox();
      return "The email is being sent again now.";
    }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, { authorise: authoriseStaff(request), permission: "email.resend", intents: emailIntents(getDb()) });
}

export default function EmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Email"
      description="Emails that could not be sent yet. Each is tried again on its own for a day, waiting longer between tries; here you can send one again now."
    >
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      <EmailList emails={loaderData.emails} canResend={loaderData.canResend} />
    </AdminPage>
  );
}
