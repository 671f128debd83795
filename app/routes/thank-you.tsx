import { CheckCircle2 } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { StepList } from "~/components/content/step-list";
import { readSentRecord, thankYouContent } from "~/features/pages/thank-you-content";
import { RequestPhotosForm } from "~/features/quote-requests/components/request-photos-form";
import { Island } from "~/components/island";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { telHref } from "~/lib/phone";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/thank-you";

export function loader({ request }: Route.LoaderArgs) {
  return thankYouContent(readSentRecord(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(rootDataFrom(matches), {
    title: loaderData?.heading ?? "Thank you – we have your request",
    description:
      loaderData?.description ?? "Thanks for getting in touch. We have received your request and will be in touch within one working day.",
    path: location.pathname,
    noindex: true,
  });

export default function ThankYou({ loaderData: content }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <div className="container-page py-20">
      <div className="text-center">
        <Icon icon={CheckCircle2} className="mx-auto size-16 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{content.heading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted" data-testid="thank-you-intro">
          {content.intro}
        </p>
      </div>
      {content.steps.length > 0 && (
        <section aria-labelledby="next-steps" className="mx-auto mt-10 max-w-2xl">
          <h2 id="next-steps" className="text-xl font-semibold">
            What happens next
          </h2>
          <StepList steps={content.steps} />
        </section>
      )}
      <Island name="request-photos" component={RequestPhotosForm} load="load" props={{}} />
      <div className="text-center">
        <p className="mx-auto mt-8 max-w-xl text-muted">
          Need to talk sooner? Call us on{" "}
          <a href={telHref(settings.phone)} className="font-semibold text-brand-700 hover:underline">
            {settings.phone}
          </a>
          .
        </p>
        <a href="/" className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Back to home
        </a>
      </div>
    </div>
  );
}
