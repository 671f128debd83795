import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters } from "~/components/admin/list-filters";
import { PageLinks } from "~/components/admin/page-links";
import { FormAlert, ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { EmailList } from "~/features/mail/components/email-list";
import { EmailLogTable } from "~/features/mail/components/email-log-table";
import { emailIntents } from "~/features/mail/email-action.server";
import { listTroubledEmails } from "~/features/mail/email-admin.server";
import { EMAIL_STATE_LABELS, EMAIL_STATES, emailListQuery } from "~/features/mail/email-log";
import { listEmails } from "~/features/mail/email-log.server";
import { formAction } from "~/lib/form-action";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/email";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Email");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "email.view");
  const params = new URL(request.url).searchParams;
  const query = emailListQuery.read(params);
  const [troubled, log] = await Promise.all([listTroubledEmails(getDb()), listEmails(getDb(), query)]);
  return { troubled, ...log, query, capturing: !getConfig().mail.smtpUrl, canResend: can(staff, "email.resend") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "email.resend",
    intents: emailIntents<Permission>(getDb()),
  });
}

export default function EmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { troubled, emails, count, query, capturing, canResend } = loaderData;
  const pages = emailListQuery.pages(count);
  return (
    <AdminPage
      title="Email"
      description="Every email the site has sent or kept: open one to read it and copy its links. Emails that could not be sent are tried again on their own for a day; here you can send one again now."
    >
      {capturing ? (
        <FormAlert tone="info" className="mb-5">
          <strong>Email is only being captured, not sent.</strong> No mail server is set (SMTP_URL), so no email leaves this system:
          customers, tradies and staff receive nothing. Each email is kept below; open it to read it and copy a link to pass on by hand.
        </FormAlert>
      ) : null}
      <ResultAlert result={actionData} />
      <section aria-labelledby="trouble-heading" className="mb-8">
        <h2 id="trouble-heading" className="mb-3 text-lg font-semibold">
          Needs attention
        </h2>
        <EmailList emails={troubled} canResend={canResend} />
      </section>
      <section aria-labelledby="all-heading">
        <h2 id="all-heading" className="mb-3 text-lg font-semibold">
          All email
        </h2>
        <ListFilters
          q={query.q}
          searchHint="Recipient or subject"
          clearTo="/admin/email"
          selects={[
            {
              name: "state",
              label: "State",
              value: query.state,
              options: [{ value: "", label: "Any state" }, ...EMAIL_STATES.map((s) => ({ value: s, label: EMAIL_STATE_LABELS[s] }))],
            },
          ]}
        />
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {count} {count === 1 ? "email" : "emails"}
        </p>
        <EmailLogTable emails={emails} empty={query.q || query.state ? "No email matches these filters." : "No email has been sent yet."} />
        <PageLinks page={query.page} pages={pages} href={(page) => emailListQuery.href(query, { page })} />
      </section>
    </AdminPage>
  );
}
