import { sql } from "drizzle-orm";
import { refreshTradieFigures } from "~/features/reviews/figures.server";
import { tradiesTable } from "~/features/tradies/tables";
import type { Transaction } from "../platform/db/database";

/*
 * Demo reviews: 1,247 imported from Google and NoCowboys over the last four years, averaging
 * 4.9 with some low ones spread among them (every rating is shown), a third naming the tradie who did
 * the work, so the site's figures, the tradies' and the review pages all have something real
 * to show. Imported reviews carry their source and date, as staff's imports do.
 */
const NAMES = [
  "Aroha",
  "Ben",
  "Chloe",
  "Dylan",
  "Emma",
  "Finn",
  "Grace",
  "Hemi",
  "Isla",
  "Jack",
  "Kiri",
  "Liam",
  "Mere",
  "Noah",
  "Olivia",
  "Pita",
  "Ruby",
  "Sam",
  "Tama",
  "Zoe",
];
const INITIALS = "ABCDEFGHJKLMNPRSTW";
const SUBURBS = [
  "Ponsonby",
  "Albany",
  "Howick",
  "Henderson",
  "Takapuna",
  "Botany",
  "Mt Eden",
  "Remuera",
  "Glen Eden",
  "Papatoetoe",
  "Devonport",
  "Onehunga",
];
const PRAISE = [
  "Turned up on time, explained what needed doing and left the place tidy. Would use again.",
  "Quick to quote, fair price, and the work was done properly. Thanks team.",
  "Really happy with the result. Friendly tradie who took care around the kids and the dog.",
  "Fixed what two others could not. Clear about the cost before starting.",
  "Great communication from booking to finish. Job done in half a day.",
];
const MIDDLING = [
  "Good work in the end, but the first visit was rescheduled twice.",
  "Did the job, though it cost a bit more than the quote suggested.",
];
const POOR = [
  "Arrived late and had to come back to finish. The office sorted it, but it took a week.",
  "Not happy: the leak came back after a month.",
];

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`);

/** In the seed's transaction, into an empty reviews table. */
export async function seedDemoReviews(tx: Transaction) {
  await tx.execute(sql`
      insert into reviews (source, written_on, rating, text, first_name, suburb, service, consent, status)
      select case when i % 5 = 0 then 'NoCowboys' else 'Google' end,
        current_date - (i * 7 / 6),
        r.rating,
        case when r.rating = 5 then (${list(PRAISE)})[i % 5 + 1] when r.rating >= 3 then (${list(MIDDLING)})[i % 2 + 1] else (${list(POOR)})[i % 2 + 1] end,
        (${list(NAMES)})[i % 20 + 1] || ' ' || substr(${INITIALS}, i % 18 + 1, 1) || '.',
        (${list(SUBURBS)})[i % 12 + 1],
        coalesce((select quote_service from services order by sort_order offset (i % greatest((select count(*) from services), 1)) limit 1), ''),
        true, 'published'
      from generate_series(1, 1247) i
      cross join lateral (select (i * 37) % 1247 as k) spread
      cross join lateral (select case when k < 7 then 1 when k < 17 then 2 when k < 37 then 3 when k < 67 then 4 else 5 end as rating) r`);
  await tx.execute(sql`
      insert into review_tradies (review_id, tradie_id)
      select rv.id, (select id from tradies where status = 'active' order by id offset (rv.id % greatest((select count(*) from tradies where status = 'active'), 1)) limit 1)
      from reviews rv
      where rv.id % 3 = 0 and exists (select 1 from tradies where status = 'active')`);
  const tradies = await tx.select({ id: tradiesTable.id }).from(tradiesTable);
  await refreshTradieFigures(
    tx,
    tradies.map((t) => t.id),
  );
}
