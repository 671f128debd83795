import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { EmailReader } from "~/features/mail/components/email-reader";
import { emailIntents } from "~/features/mail/email-action.server";
import { readEmail } from "~/features/mail/email-log.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";
import type { Route } from "./+types/email.$id";

const NO_EMAIL = "That email is no longer in the outbox.";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.email.subject ?? "Email");

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "email.view");
  // Sign-in links (a staff password, the tradie portal) sign their holder in as the recipient: administrators only.
  const email = await readEmail(getDb(), routeId(params.id, NO_EMAIL), EMAIL_TEMPLATES, { showSignInLinks: can(staff, "staff.manage") });
  if (!email) throw data({ message: NO_EMAIL }, { status: 404 });
  return { email, canResend: can(staff, "email.resend") };
}

/** The page's buttons post the email's id, as the outbox's list does: the same action. */
export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "email.resend",
    intents: emailIntents<Permission>(getDb()),
  });
}

export default function EmailReaderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, canResend } = loaderData;
  return (
    <AdminPage title={email.subject} actions={<BackLink to="/admin/email">All email</BackLink>}>
      <ResultAlert result={actionData} />
      <EmailReader email={email} canResend={canResend} />
    </AdminPage>
  );
}
