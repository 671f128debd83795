import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tradiesTable } from "./tables";

/**
 * Keeps these tradies' rating and review count on their rows, where the directory sorts by them.
 * The reviews feature owns the reviews and gives the figures, as a query of (tradie_id, count,
 * sum) over the published ones; a tradie it does not list has no reviews.
 */
export async function setTradieReviewFigures(tx: Pick<Database, "execute">, tradieIds: readonly number[], figures: SQL) {
  if (tradieIds.length === 0) return;
  await tx.execute(sql`
    update ${tradiesTable} t set
      review_count = coalesce(f.count, 0),
      rating = case when f.count > 0 then round(f.sum::numeric / f.count, 1) end
    from (select id from ${tradiesTable} where id in (${sql.join(
      tradieIds.map((id) => sql`${id}`),
      sql`, `,
    )})) ids
    left join (${figures}) f on f.tradie_id = ids.id
    where t.id = ids.id`);
}
