import { CheckList } from "~/components/check-list";
import { FaqList } from "~/components/faq-list";
import { PageHero } from "~/components/page-hero";
import { StepList } from "~/components/step-list";
import { JOIN_PAGE } from "~/features/tradies/join-content";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/join-as-tradie";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), {
    title: JOIN_PAGE.metaTitle,
    description: JOIN_PAGE.metaDescription,
    path: "/join-as-tradie",
    jsonLd: [faqJsonLd(JOIN_PAGE.faqs)],
  });

export default function JoinAsTradie() {
  const { settings } = useRootData();
  return (
    <>
      <PageHero eyebrow="For tradies" heading={JOIN_PAGE.heading} intro={JOIN_PAGE.intro} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-2">
        {JOIN_PAGE.lists.map((list) => (
          <section key={list.heading} aria-label={list.heading}>
            <h2 className="text-2xl font-bold">{list.heading}</h2>
            <CheckList items={list.items} />
          </section>
        ))}
      </div>
      <section aria-labelledby="how-to-join" className="container-page">
        <h2 id="how-to-join" className="text-2xl font-bold">How joining works</h2>
        <StepList steps={JOIN_PAGE.steps} className="md:grid-cols-4" />
        <p className="mt-8 max-w-3xl text-muted">
          To apply today, email <a href={`mailto:${settings.email}?subject=Tradie%20application`} className="font-semibold text-brand-700 hover:underline">{settings.email}</a> with
          your name, trade, the areas you cover and your licence numbers, and we will send you the application pack.
        </p>
      </section>
      <section aria-labelledby="join-faq" className="container-page mt-12 max-w-3xl">
        <h2 id="join-faq" className="mb-4 text-2xl font-bold">Questions from tradies</h2>
        <FaqList faqs={JOIN_PAGE.faqs} />
      </section>
    </>
  );
}
