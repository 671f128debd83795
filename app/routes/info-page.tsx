import { CtaBand } from "~/components/content/cta-band";
import { FaqList } from "~/components/content/faq-list";
import { InfoSections } from "~/components/content/info-sections";
import { PageHero } from "~/components/content/page-hero";
import { infoPage } from "~/features/pages/content";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/info-page";

export function loader({ url }: Route.LoaderArgs) {
  return { page: infoPage(url.pathname) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { page } = loaderData;
  return pageMeta(rootDataFrom(matches), {
    title: page.metaTitle,
    description: page.metaDescription,
    path: page.path,
    type: page.path === "/property-maintenance-guide" ? "article" : "website",
    jsonLd: page.faqs?.length ? [faqJsonLd(page.faqs)] : [],
  });
};

export default function InfoPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <div className="container-page py-10">
        <InfoSections sections={page.sections} />
        {page.faqs?.length ? (
          <section aria-labelledby="faq-heading" className="mt-12 max-w-3xl">
            <h2 id="faq-heading" className="mb-4 text-2xl font-bold">
              Frequently asked questions
            </h2>
            <FaqList faqs={page.faqs} />
          </section>
        ) : null}
      </div>
      <CtaBand
        heading="Ready to get the job done?"
        text="Tell us what needs doing and a vetted local tradie will be in touch with a free, no-obligation quote."
      />
    </>
  );
}
