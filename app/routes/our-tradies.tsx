import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { TradieGrid } from "~/features/tradies/components/tradie-grid";
import { listPublicTradies } from "~/features/tradies/tradies.server";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/our-tradies";

export async function loader() {
  return { tradies: await listPublicTradies() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), {
    title: "Our Tradies | Vetted, Licensed Auckland Tradespeople",
    description:
      "Meet the vetted Auckland plumbers, electricians, painters, builders and gardeners who do our work: licensed, insured and background checked.",
    path: "/our-tradies",
  });

export default function OurTradies({ loaderData: { tradies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        heading="Our tradies"
        intro="Every tradie here has had their licences, insurance and references checked, and has consented to a Ministry of Justice criminal record check. Looking for someone specific? Use the finder."
      >
        <a
          href="/find-a-tradie"
          className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Find a tradie
        </a>
      </PageHero>
      <section aria-labelledby="tradie-list" className="container-page py-12">
        <h2 id="tradie-list" className="sr-only">
          All tradies
        </h2>
        {tradies.length ? (
          <TradieGrid tradies={tradies} />
        ) : (
          <p className="text-muted">Our tradie profiles are being updated. Ask for a quote and we will match you with the right person.</p>
        )}
      </section>
      <CtaBand
        heading="Want one of our tradies on your job?"
        text="Ask for a quote and we will match you with the right licensed tradie for the work and your suburb."
      />
    </>
  );
}
