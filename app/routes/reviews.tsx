import { OlderNewerNav, pagedHref } from "~/components/content/older-newer-nav";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { ServiceFilter } from "~/components/content/service-filter";
import { ReviewCard, ReviewSummary } from "~/features/reviews/components/review-card";
import { reviewsPage } from "~/features/reviews/figures.server";
import { listFilter, listPage } from "~/lib/list-search";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/reviews";

/** Every published review, newest first, twenty a page, filterable by service (docs/decisions/0114). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const service = listFilter(params, "service", 80);
  const safePage = listPage(params);
  return { ...(await reviewsPage(getDb(), safePage, service)), service, page: safePage };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(rootDataFrom(matches), {
    title: loaderData?.service ? `${loaderData.service} Reviews | Auckland Customers` : "Customer Reviews | Auckland Property Maintenance",
    description:
      "What Auckland customers say about our tradies and their work: every published review, good or bad, from verified jobs and from Google and other sites.",
    path: "/reviews",
  });

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, figures, services, pages, service, page } = loaderData;
  return (
    <>
      <PageHero
        heading="Customer reviews"
        intro="Every review a customer agrees to share is published, whatever its rating. Reviews marked “Verified job” come from customers of jobs we did; others show where they were first written."
      />
      <section aria-labelledby="review-list" className="container-page space-y-6 py-12">
        <h2 id="review-list" className="sr-only">
          {service ? `Reviews of ${service}` : "All reviews"}
        </h2>
        <ReviewSummary rating={figures.rating} count={figures.count} of={service ? `of ${service.toLowerCase()}` : undefined} />
        <ServiceFilter services={services} value={service} />
        {reviews.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">No reviews here yet.</p>
        )}
        <OlderNewerNav
          label="Pages of reviews"
          page={page}
          pages={pages}
          href={(n) => pagedHref("/reviews", { service }, n)}
          newer="Newer reviews"
          older="Older reviews"
        />
      </section>
      <CtaBand
        heading="Want work like this done?"
        text="Ask for a quote and we will match you with the right licensed tradie for the job."
      />
    </>
  );
}
