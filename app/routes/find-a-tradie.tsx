import { Form } from "react-router";
import { PageHero } from "~/components/content/page-hero";
import { Button } from "~/components/ui/button";
import { optionsOf, SelectInput } from "~/components/form/fields";
import { listAreas } from "~/features/catalogue/catalogue.server";
import { TRADE_OPTIONS } from "~/features/tradies/trades";
import { TradieGrid } from "~/features/tradies/components/tradie-grid";
import { listPublicTradies } from "~/features/tradies/tradies.server";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/find-a-tradie";

const TRADES = TRADE_OPTIONS;

export async function loader({ url }: Route.LoaderArgs) {
  const areas = (await listAreas()).map((a) => a.name);
  // Unknown values are ignored rather than matched, so a hand-edited URL cannot error.
  const trade = TRADES.find((t) => t === url.searchParams.get("trade")) ?? "";
  const area = areas.find((a) => a === url.searchParams.get("area")) ?? "";
  const tradies = await listPublicTradies({ trade: trade || undefined, area: area || undefined });
  return { trade, area, areas, tradies };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), {
    title: "Find a Tradie in Auckland by Trade and Area",
    description:
      "Find a vetted Auckland plumber, electrician, painter, builder or gardener near you. Filter our licensed, insured tradies by trade and area.",
    path: "/find-a-tradie",
  });

export default function FindATradie({ loaderData: { trade, area, areas, tradies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero heading="Find a tradie" intro="Choose a trade and an area to see the vetted tradies who cover it." />
      <div className="container-page py-10">
        <Form method="get" className="flex flex-col gap-4 rounded-xl border border-brand-100 p-5 sm:flex-row sm:items-end">
          <SelectInput
            scope="finder"
            name="trade"
            label="Trade"
            defaultValue={trade}
            options={optionsOf(TRADES, "Any trade")}
            className="flex-1"
          />
          <SelectInput
            scope="finder"
            name="area"
            label="Area"
            defaultValue={area}
            options={optionsOf(areas, "Any area")}
            className="flex-1"
          />
          <Button type="submit">Show tradies</Button>
        </Form>
        <section aria-labelledby="results-heading" className="mt-10">
          <h2 id="results-heading" aria-live="polite" className="text-xl font-bold">
            {tradies.length} {tradies.length === 1 ? "tradie" : "tradies"}
            {trade ? ` for ${trade}` : ""}
            {area ? ` in ${area}` : ""}
          </h2>
          {tradies.length ? (
            <TradieGrid tradies={tradies} className="mt-6" />
          ) : (
            <p className="mt-4 text-muted">
              No tradie matches that yet. Ask for a quote anyway: we will find the right person for your job.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
