import { BadgeCheck, Star } from "lucide-react";
import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { QuoteButton } from "~/features/quotes/components/quote-button";
import { findPublicTradie } from "~/features/tradies/tradies.server";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/tradie";

export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : NaN;
  const tradie = await findPublicTradie(id);
  if (!tradie) throw data(null, { status: 404 });
  return { tradie };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { tradie } = loaderData;
  const root = rootDataFrom(matches);
  const description = `${tradie.name}${tradie.businessName ? ` of ${tradie.businessName}` : ""}: ${tradie.trades.join(", ")} in ${tradie.areas.join(", ")}. ${tradie.yearsExperience} years' experience.`;
  return pageMeta(root, {
    title: `${tradie.name} – ${tradie.trades[0]} in Auckland`,
    description: description.slice(0, 160),
    path: `/tradie/${tradie.id}`,
    type: "profile",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: tradie.name,
        jobTitle: tradie.trades.join(", "),
        worksFor: { "@id": `${root.origin}/#business` },
        areaServed: tradie.areas.map((a) => ({ "@type": "Place", name: `${a}, Auckland` })),
        description: tradie.bio,
      },
    ],
  });
};

export default function TradieProfile({ loaderData: { tradie } }: Route.ComponentProps) {
  return (
    <div className="container-page py-12">
      <p>
        <Link to="/our-tradies" className="text-sm font-semibold text-brand-700 hover:underline">← All tradies</Link>
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <span aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white">
          {tradie.name.split(" ").map((p) => p[0]).join("").slice(0, 2)}
        </span>
        <div>
          <h1 className="text-3xl font-bold">{tradie.name}</h1>
          {tradie.businessName ? <p className="text-lg text-muted">{tradie.businessName}</p> : null}
        </div>
      </div>
      <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
        <div><dt className="font-semibold">Trades</dt><dd className="text-muted">{tradie.trades.join(", ")}</dd></div>
        <div><dt className="font-semibold">Areas</dt><dd className="text-muted">{tradie.areas.join(", ")}</dd></div>
        <div><dt className="font-semibold">Experience</dt><dd className="text-muted">{tradie.yearsExperience} years, {tradie.jobsCompleted} jobs completed</dd></div>
        <div>
          <dt className="font-semibold">Rating</dt>
          <dd className="inline-flex items-center gap-1 text-muted">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
            {tradie.rating?.toFixed(1) ?? "New"} from {tradie.reviewCount} reviews
          </dd>
        </div>
      </dl>
      {tradie.verified ? (
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-brand-700">
          <BadgeCheck aria-hidden="true" className="size-5" /> Licences and insurance verified by our team
        </p>
      ) : null}
      <section aria-labelledby="about-tradie" className="mt-8 max-w-3xl">
        <h2 id="about-tradie" className="text-xl font-bold">About {tradie.name.split(" ")[0]}</h2>
        <p className="mt-2 leading-7 text-muted">{tradie.bio}</p>
      </section>
      <QuoteButton service={tradie.trades[0]} size="lg" className="mt-8">Get a free quote</QuoteButton>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
