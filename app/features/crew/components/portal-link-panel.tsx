import { CopyLink } from "~/components/admin/copy-link";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";

/** On a tradie's admin page: a sign-in link to the portal, made by an administrator and shown once to copy (issue 40, item 17). */
export function PortalLinkPanel({ name, active, link }: { name: string; active: boolean; link?: string }) {
  return (
    <Panel
      id="portal-link-heading"
      title="Sign-in link to the portal"
      description={`For when email does not reach ${name.split(" ")[0]}: make a link and send it by text, or read it out.`}
    >
      {link ? (
        <>
          <CopyLink link={link} label={`${name}'s sign-in link`} id="portal-link" />
          <p className="text-muted">
            It works once, for 24 hours, and opens only their jobs. It is not shown again: make another if it is lost.
          </p>
        </>
      ) : null}
      {active ? (
        <IntentForm intent="portal-link" submit={link ? "Make another link" : "Make a sign-in link"} variant="outline" />
      ) : (
        <p className="text-muted">Only an active tradie can sign in to the portal.</p>
      )}
    </Panel>
  );
}
