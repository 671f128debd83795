import type { ShownReview } from "../figures.server";
import { ReviewCard, ReviewSummary } from "./review-card";

/** A page's section of reviews: the figures, the latest few, and the way to all of them. */
export function ReviewSection({
  heading,
  reviews,
  figures,
  moreHref,
  className = "mt-12",
}: {
  heading: string;
  reviews: readonly ShownReview[];
  figures?: { rating: number | null; count: number };
  moreHref: string;
  className?: string;
}) {
  if (reviews.length === 0) return null;
  const id = `reviews-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-2 text-2xl font-bold">
        {heading}
      </h2>
      {figures ? <ReviewSummary rating={figures.rating} count={figures.count} /> : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={moreHref} className="font-semibold text-brand-700 underline">
          Read all reviews
        </a>
      </p>
    </section>
  );
}
