import { attributionFromCookieHeader } from "~/lib/attribution";
import { CheckList } from "~/components/content/check-list";
import { FaqList } from "~/components/content/faq-list";
import { PageHero } from "~/components/content/page-hero";
import { StepList } from "~/components/content/step-list";
import { applicationIntents, applicationUnreadable } from "~/features/applications/application-action.server";
import { ApplicationForm } from "~/features/applications/components/application-form";
import { Island } from "~/components/island";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { JOIN_PAGE } from "~/features/tradies/join-content";
import { getConfig } from "~/platform/config.server";
import { formAction } from "~/lib/form-action";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/join-as-tradie";

export function loader() {
  // When the page was served: the form sends it back, and a reply faster than a person could fill it in is a bot's.
  return { startedAt: Date.now(), maxPhotoBytes: getConfig().uploads.maxBytes };
}

/** Each visitor gets their own start time, so this page is never shared from the page cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The application carries a photo: the server's body guard allows a multipart post up to the upload limit here. */
export const handle = { takesUploads: true };

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    intents: () => applicationIntents(context.get(clientIpContext), attributionFromCookieHeader(request.headers.get("cookie"))),
    defaultIntent: "apply",
    unreadable: applicationUnreadable,
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), {
    title: JOIN_PAGE.metaTitle,
    description: JOIN_PAGE.metaDescription,
    path: "/join-as-tradie",
    jsonLd: [faqJsonLd(JOIN_PAGE.faqs)],
  });

export default function JoinAsTradie({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, areas } = useRootData();
  return (
    <>
      <PageHero eyebrow="For tradies" heading={JOIN_PAGE.heading} intro={JOIN_PAGE.intro}>
        <a href="#apply" className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Apply now
        </a>
      </PageHero>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-2">
        {JOIN_PAGE.lists.map((list) => (
          <section key={list.heading} aria-label={list.heading}>
            <h2 className="text-2xl font-bold">{list.heading}</h2>
            <CheckList items={list.items} />
          </section>
        ))}
      </div>
      <section aria-labelledby="how-to-join" className="container-page">
        <h2 id="how-to-join" className="text-2xl font-bold">
          How joining works
        </h2>
        <StepList steps={JOIN_PAGE.steps} className="md:grid-cols-4" />
      </section>
      <section id="apply" aria-labelledby="apply-heading" className="mt-12 bg-brand-50 py-12">
        <div className="container-page max-w-4xl">
          <h2 id="apply-heading" className="text-2xl font-bold">
            {JOIN_PAGE.applyHeading}
          </h2>
          <p className="mt-2 mb-6 text-muted">{JOIN_PAGE.applyIntro}</p>
          <Island
            name="application-form"
            component={ApplicationForm}
            // After a refused post the form comes to life at once, to take focus to the list of problems.
            load={actionData && !actionData.ok ? "load" : "intent"}
            props={{
              areas,
              startedAt: loaderData.startedAt,
              maxPhotoBytes: loaderData.maxPhotoBytes,
              business: { name: settings.businessName, email: settings.email, phone: settings.phone },
              result: actionData,
            }}
          />
        </div>
      </section>
      <section aria-labelledby="join-faq" className="container-page mt-12 mb-12 max-w-3xl">
        <h2 id="join-faq" className="mb-4 text-2xl font-bold">
          Questions from tradies
        </h2>
        <FaqList faqs={JOIN_PAGE.faqs} />
      </section>
    </>
  );
}
