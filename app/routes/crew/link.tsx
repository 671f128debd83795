import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { signInWithLink, tradieForLink } from "~/features/crew/session.server";
import { getSettings } from "~/features/settings/settings.server";
import { isDomainError } from "~/lib/domain-error";
import { retryAfterHeaders } from "~/lib/form-action";
import { readForm } from "~/lib/request-body";
import { CrewFrame } from "~/layout/crew/crew-frame";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/link";

export const handle = { ownFrame: true, crewApp: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Open my jobs" }, { name: "robots", content: "noindex, nofollow" }];

/** Where the link sends the tradie once signed in: a page of the portal, nothing else. */
function landing(url: URL): string {
  const to = url.searchParams.get("to") ?? "/crew";
  return /^\/crew(\/[a-z0-9/-]*)?$/.test(to) ? to : "/crew";
}

/** Opening the link changes nothing (a mail scanner may open it first): it asks the tradie to press the button. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, context.get(clientIpContext));
  const tradie = await tradieForLink(db, params.token);
  const { businessName } = await getSettings();
  if (!tradie) throw data({ message: "This link has expired or has already been used.", businessName }, { status: 404 });
  return { name: tradie.name.split(" ")[0], businessName };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, context.get(clientIpContext));
  const read = await readForm(request);
  if (!read.ok) throw data({ message: read.message }, { status: read.status });
  try {
    const { cookie } = await signInWithLink(db, params.token, new Date(), request.headers.get("user-agent"));
    throw redirect(landing(new URL(request.url)), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw data({ message: error.message }, { status: 404 });
  }
}

export default function CrewLink({ loaderData }: Route.ComponentProps) {
  return (
    <CrewFrame businessName={loaderData.businessName}>
      <h1 className="text-2xl font-bold text-ink">{`Kia ora ${loaderData.name}`}</h1>
      <p className="mt-2 text-muted">This link signs you in to your jobs on this phone or computer.</p>
      <Form method="post" className="mt-6">
        <Button type="submit">Open my jobs</Button>
      </Form>
    </CrewFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const tooMany = isRouteErrorResponse(error) && error.status === 429;
  const businessName = isRouteErrorResponse(error) && typeof error.data?.businessName === "string" ? error.data.businessName : "Your jobs";
  return (
    <CrewFrame businessName={businessName}>
      <h1 className="text-2xl font-bold text-ink">{tooMany ? "Too many tries" : "This link no longer works"}</h1>
      <p className="mt-2 text-muted">
        {tooMany ? "Please wait a few minutes and try again." : "Sign-in links work once and for a short time."}
      </p>
      <p className="mt-4">
        <Link to="/crew/sign-in" className="font-semibold text-brand-700 underline">
          Get a new link
        </Link>
      </p>
    </CrewFrame>
  );
}
