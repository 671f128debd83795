import { Form } from "react-router";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { listAreas } from "~/features/catalogue/catalogue.server";
import { SERVICE_OPTIONS } from "~/features/quotes/constants";
import { TradieCard } from "~/features/tradies/components/tradie-card";
import { listPublicTradies } from "~/features/tradies/tradies.server";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/find-a-tradie";

const TRADES = SERVICE_OPTIONS.filter((s) => s !== "Other");

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
    description: "Find a vetted Auckland plumber, electrician, painter, builder or gardener near you. Filter our licensed, insured tradies by trade and area.",
    path: "/find-a-tradie",
  });

export default function FindATradie({ loaderData: { trade, area, areas, tradies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero heading="Find a tradie" intro="Choose a trade and an area to see the vetted tradies who cover it." />
      <div className="container-page py-10">
        <Form method="get" className="flex flex-col gap-4 rounded-xl border border-brand-100 p-5 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="trade" className="block font-semibold">Trade</label>
            <select id="trade" name="trade" defaultValue={trade} className="mt-1 h-11 w-full rounded-md border border-muted/40 bg-white px-3">
              <option value="">Any trade</option>
              {TRADES.map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </div>
          <div className="flex-1">
            <label htmlFor="area" className="block font-semibold">Area</label>
            <select id="area" name="area" defaultValue={area} className="mt-1 h-11 w-full rounded-md border border-muted/40 bg-white px-3">
              <option value="">Any area</option>
              {areas.map((a) => (
                <option key={a} value={a}>{a}</option>
              ))}
            </select>
          </div>
          <Button type="submit">Show tradies</Button>
        </Form>
        <section aria-labelledby="results-heading" className="mt-10">
          <h2 id="results-heading" aria-live="polite" className="text-xl font-bold">
            {tradies.length} {tradies.length === 1 ? "tradie" : "tradies"}
            {trade ? ` for ${trade}` : ""}
            {area ? ` in ${area}` : ""}
          </h2>
          {tradies.length ? (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {tradies.map((t) => (
                <li key={t.id}>
                  <TradieCard tradie={t} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">No tradie matches that yet. Ask for a quote anyway: we will find the right person for your job.</p>
          )}
        </section>
      </div>
    </>
  );
}
