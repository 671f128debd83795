import { formatCount } from "~/lib/format-number";
import { Star } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { CtaBand } from "~/components/content/cta-band";
import { FaqList } from "~/components/content/faq-list";
import { ServiceCardGrid } from "~/features/catalogue/components/service-card-grid";
import { HERO_FEATURED_COUNT, MORE_DIALOG_COUNT } from "~/features/catalogue/limits";
import { HeroSearch } from "~/features/home/components/hero-search";
import { Island } from "~/components/island";
import { QuickServices } from "~/features/home/components/quick-services";
import { HOME_FAQS, HOME_META, HOME_OVERVIEW } from "~/features/home/content";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import { useRootData } from "~/root-data";
import { ReviewSection } from "~/features/reviews/components/review-section";
import { getHomeReviews } from "~/features/reviews/figures.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), {
    title: HOME_META.title,
    description: HOME_META.description,
    path: "/",
    jsonLd: [faqJsonLd(HOME_FAQS)],
  });

/** The latest published reviews, with a link to all of them. */
export async function loader() {
  return { reviews: await getHomeReviews() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, settings } = useRootData();
  const featured = services.filter((s) => s.featured).slice(0, HERO_FEATURED_COUNT);
  const more = services.filter((s) => s.inMoreDialog).slice(0, MORE_DIALOG_COUNT);
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="container-page py-14 sm:py-20">
          {settings.rating !== null ? (
            <p className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1 text-sm">
              <Icon icon={Star} className="size-4 fill-accent-400 text-accent-400" />
              Rated {settings.rating.toFixed(1)} from {formatCount(settings.reviewCount)} Auckland reviews
            </p>
          ) : null}
          <h1 className="mt-4 max-w-3xl text-4xl font-bold sm:text-5xl">Property maintenance and handyman services across Auckland</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Vetted, insured local tradies for repairs, gardens, cleaning and renovations. Tell us what needs doing and get a free quote
            within a day.
          </p>
          <Island name="hero-search" component={HeroSearch} load="intent" props={{}} />
          <QuickServices moreServices={more} />
        </div>
      </section>

      <section aria-labelledby="services-heading" className="container-page mt-16">
        <h2 id="services-heading" className="text-3xl font-bold">
          Our most requested services
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Fixed, tidy and guaranteed. Pick a service to see what's included, or ask for a quote straight away.
        </p>
        <div className="mt-8">
          <ServiceCardGrid services={featured} />
        </div>
      </section>

      <section aria-labelledby="overview-heading" className="container-page mt-16 grid gap-8 lg:grid-cols-3">
        <h2 id="overview-heading" className="sr-only">
          Why Auckland homeowners choose us
        </h2>
        {HOME_OVERVIEW.map((item) => (
          <div key={item.heading}>
            <h3 className="text-xl font-semibold">{item.heading}</h3>
            <p className="mt-2 leading-7 text-muted">{item.text}</p>
          </div>
        ))}
      </section>

      <ReviewSection
        heading="What Auckland customers say"
        reviews={loaderData.reviews}
        moreHref="/reviews"
        className="container-page mt-16"
      />

      <section aria-labelledby="home-faq-heading" className="container-page mt-16 max-w-3xl">
        <h2 id="home-faq-heading" className="mb-4 text-3xl font-bold">
          Frequently asked questions
        </h2>
        <FaqList faqs={HOME_FAQS} />
      </section>

      <CtaBand
        heading="Get your free quote today"
        text="It takes under a minute. Tell us what needs doing and when suits you, and we will take it from there."
      />
    </>
  );
}
