import { CtaBand } from "~/components/content/cta-band";
import { InfoSections } from "~/components/content/info-sections";
import { PageHero } from "~/components/content/page-hero";
import { ServiceCardGrid } from "~/features/catalogue/components/service-card-grid";
import { infoPage } from "~/features/pages/content";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/services";

const page = infoPage("/services");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), { title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function Services() {
  const { services } = useRootData();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <section aria-labelledby="all-services" className="container-page py-12">
        <h2 id="all-services" className="mb-6 text-2xl font-bold">
          All services
        </h2>
        <ServiceCardGrid services={services} />
      </section>
      <div className="container-page">
        <InfoSections sections={page.sections} />
      </div>
      <CtaBand
        heading="Not sure which service you need?"
        text="Describe the job in your own words and we will work out the right tradie for it."
      />
    </>
  );
}
