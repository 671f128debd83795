import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { useRootData } from "~/root-data";
import { telHref } from "~/lib/phone";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootDataFrom(matches), {
    title: "Thank you – we have your request",
    description: "Thanks for getting in touch. We have received your request and will be in touch within one working day.",
    path: location.pathname,
    noindex: true,
  });

export default function ThankYou() {
  const { settings } = useRootData();
  return (
    <div className="container-page py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Thank you – we have your request</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        We have sent a confirmation to your email. A member of our team will be in touch within one working day, usually much sooner.
      </p>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        Need to talk sooner? Call us on{" "}
        <a href={telHref(settings.phone)} className="font-semibold text-brand-700 hover:underline">
          {settings.phone}
        </a>
        .
      </p>
      <Link to="/" className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Back to home
      </Link>
    </div>
  );
}
