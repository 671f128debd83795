import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { formatIsoDayMonthYear } from "~/lib/clock";
import type { ShownReview } from "../figures.server";
import { Stars } from "./stars";

/** Where a review came from, as shown beside it: a verified job here, or its source. */
function sourceLabel(source: string): string {
  return source === "site" ? "Verified job" : `From ${source}`;
}

/** One published review: the stars, the words, who and where, the month, its source, any photos and the business's reply. */
export function ReviewCard({ review, headingLevel = 3 }: { review: ShownReview; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`review-${review.id}`}>
      <Heading id={`review-${review.id}`} className="sr-only">{`Review by ${review.name}`}</Heading>
      <Stars rating={review.rating} />
      {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
      {review.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos with the review">
          {review.photos.map((id) => (
            <li key={id}>
              <PhotoPicture
                photoId={id}
                sizes="128px"
                alt={`The work, as ${review.name} saw it`}
                width={128}
                height={128}
                imgClassName="size-32 rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {[review.name, review.suburb, review.service, formatIsoDayMonthYear(review.writtenOn), sourceLabel(review.source)]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {review.reply ? (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-semibold">Our reply</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The rating and count, in words and stars, or nothing while there are no reviews. */
export function ReviewSummary({ rating, count, of }: { rating: number | null; count: number; of?: string }) {
  if (rating === null || count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Stars rating={rating} />
      <span>
        <strong>{rating.toFixed(1)}</strong>
        {` out of 5 from ${count.toLocaleString("en-NZ")} ${count === 1 ? "review" : "reviews"}${of ? ` ${of}` : ""}`}
      </span>
    </p>
  );
}
