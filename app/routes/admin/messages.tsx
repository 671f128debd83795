import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert, ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { ReplyList } from "~/features/texts/components/reply-list";
import { TextTable } from "~/features/texts/components/text-table";
import { listReplies, unreadReplies } from "~/features/texts/inbox.server";
import { listTexts } from "~/features/texts/text-admin.server";
import { textIntents } from "~/features/texts/text-action.server";
import { textingState } from "~/features/texts/texting.server";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "messages.view");
  const [texts, replies, unread] = await Promise.all([listTexts(getDb()), listReplies(getDb()), unreadReplies(getDb())]);
  return { texts, replies, unread, textingOff: textingState() === "off", canSend: can(staff, "messages.send") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "messages.send",
    intents: textIntents<Permission>(getDb()),
  });
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, replies, unread, textingOff, canSend } = loaderData;
  return (
    <AdminPage
      title="Messages"
      description="Texts that came in, and every text the site has sent or kept, with how it went. A text that could not be sent is tried again on its own for a day; here you can send one again now."
    >
      {textingOff ? (
        <FormAlert tone="info" className="mb-5">
          <strong>Texting is off: texts are only being captured, not sent.</strong> No Twilio account is set (TWILIO_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN and TWILIO_FROM), so no text leaves this system. Each text is kept below to show what would have been sent.
        </FormAlert>
      ) : null}
      <ResultAlert result={actionData} />
      <section aria-labelledby="replies-heading" className="mb-8">
        <h2 id="replies-heading" className="mb-3 text-lg font-semibold">
          Replies {unread > 0 ? <span className="text-brand-700">({unread} unread)</span> : null}
        </h2>
        <ReplyList replies={replies} canSend={canSend} />
      </section>
      <section aria-labelledby="texts-heading">
        <h2 id="texts-heading" className="mb-3 text-lg font-semibold">
          Texts
        </h2>
        <TextTable texts={texts} canSend={canSend} />
      </section>
    </AdminPage>
  );
}
