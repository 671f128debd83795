import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { setTradieReviewFigures } from "~/features/tradies/review-figures.server";
import { getDb } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { sharedSnapshot } from "~/platform/shared-snapshot.server";
import { averageRating, shownName } from "./moderation";
import { reviewPhotosTable, reviewsTable, reviewTradiesTable } from "./tables";

/*
 * The figures the site shows (docs/decisions/0114), computed from the published reviews and
 * never typed in: the site's rating and count (every footer, the home page, the business's
 * structured data), each tradie's (kept on the tradie's row, refreshed whenever a review of
 * theirs changes), and the lists of reviews on the public pages.
 */
export interface ReviewFigures {
  /** The average to one decimal; null while there are no published reviews. */
  rating: number | null;
  count: number;
}

const r = reviewsTable;
const published = eq(r.status, "published");

async function figuresWhere(db: Pick<Database, "select">, where: SQL | undefined): Promise<ReviewFigures> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${r.rating}), 0)`.mapWith(Number) })
    .from(r)
    .where(and(published, where));
  return { rating: averageRating(row.sum, row.count), count: row.count };
}

/** The site's rating and count, read now. */
export function siteFigures(db: Database) {
  return figuresWhere(db, undefined);
}

const snapshot = sharedSnapshot("reviews", 5_000, () => siteFigures(getDb()));

/** The site's rating and count, at most a few seconds old. */
export const getReviewFigures = snapshot.get;

/** A service's rating and count, for its page. */
export function serviceFigures(db: Database, service: string) {
  return figuresWhere(db, eq(r.service, service));
}

/** Recomputes these tradies' rating and count from their published reviews, in the caller's transaction. */
export async function refreshTradieFigures(tx: Pick<Database, "execute">, tradieIds: readonly number[]) {
  await setTradieReviewFigures(
    tx,
    tradieIds,
    sql`select rt.tradie_id, count(*) as count, sum(rv.rating) as sum
      from ${reviewTradiesTable} rt join ${reviewsTable} rv on rv.id = rt.review_id and rv.status = 'published'
      group by rt.tradie_id`,
  );
}

export interface ShownReview {
  id: number;
  rating: number;
  text: string;
  name: string;
  suburb: string;
  service: string;
  writtenOn: string;
  source: string;
  reply: string | null;
  photos: string[];
}

/** Published reviews, newest first, as the public pages show them (a first name and initial, a suburb, the month). */
async function shownReviews(db: Database, where: SQL | undefined, limit: number, offset = 0): Promise<ShownReview[]> {
  const rows = await db.select().from(r).where(and(published, where)).orderBy(desc(r.writtenOn), desc(r.id)).limit(limit).offset(offset);
  const photos = rows.length
    ? await db
        .select()
        .from(reviewPhotosTable)
        .where(
          inArray(
            reviewPhotosTable.reviewId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(reviewPhotosTable.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    name: shownName(row.firstName),
    suburb: row.suburb,
    service: row.service,
    writtenOn: row.writtenOn,
    source: row.source,
    reply: row.reply,
    photos: photos.filter((p) => p.reviewId === row.id).map((p) => p.photoId),
  }));
}

function latestReviews(db: Database, limit = 3) {
  return shownReviews(db, undefined, limit);
}

/** How many of the latest reviews the home page shows. */
const HOME_REVIEW_COUNT = 4;

// The home page is the most visited page: its reviews are read once for all visitors, and again
// as soon as a review is published, replied to or withdrawn (each announces a "reviews" change).
const homeReviews = sharedSnapshot("reviews", 5_000, () => latestReviews(getDb(), HOME_REVIEW_COUNT), "reviews.home");

/** The home page's latest published reviews, at most a few seconds old. */
export const getHomeReviews = homeReviews.get;

export function reviewsOfService(db: Database, service: string, limit = 6) {
  return shownReviews(db, eq(r.service, service), limit);
}

export function reviewsOfTradie(db: Database, tradieId: number, limit = 20) {
  return shownReviews(db, sql`${r.id} in (select review_id from ${reviewTradiesTable} where tradie_id = ${tradieId})`, limit);
}

const REVIEWS_PER_PAGE = 20;

/** A page of /reviews, optionally for one service, with the services that have reviews for the filter. */
export async function reviewsPage(db: Database, page: number, service: string) {
  const where = service ? eq(r.service, service) : undefined;
  const [reviews, figures, services] = await Promise.all([
    shownReviews(db, where, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE),
    figuresWhere(db, where),
    db
      .select({ service: r.service, count: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(and(published, sql`${r.service} <> ''`))
      .groupBy(r.service)
      .orderBy(asc(r.service)),
  ]);
  return { reviews, figures, services, pages: Math.max(1, Math.ceil(figures.count / REVIEWS_PER_PAGE)) };
}
