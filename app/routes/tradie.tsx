import { data } from "react-router";
import { NotFound } from "~/layout/site/not-found";
import { ReviewSection } from "~/features/reviews/components/review-section";
import { reviewsOfTradie } from "~/features/reviews/figures.server";
import { getDb } from "~/platform/db/client.server";
import { TradieProfile } from "~/features/tradies/components/tradie-profile";
import { tradieJsonLd } from "~/features/tradies/structured-data";
import { findPublicTradie } from "~/features/tradies/tradies.server";
import { parseRecordId } from "~/lib/record-id";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/tradie";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  const tradie = id === undefined ? undefined : await findPublicTradie(id);
  if (!tradie) throw data(null, { status: 404 });
  return { tradie, reviews: await reviewsOfTradie(getDb(), tradie.id) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // Not found: the not-found page sets its own title and robots tag.
  if (!loaderData) return [];
  const { tradie } = loaderData;
  const root = rootDataFrom(matches);
  const description = `${tradie.name}${tradie.businessName ? ` of ${tradie.businessName}` : ""}: ${tradie.trades.join(", ")} in ${tradie.areas.join(", ")}. ${tradie.yearsExperience} years' experience.`;
  return pageMeta(root, {
    title: `${tradie.name} – ${tradie.trades[0]} in Auckland`,
    description: description.slice(0, 160),
    path: `/tradie/${tradie.id}`,
    type: "profile",
    jsonLd: [tradieJsonLd(tradie, root.origin)],
  });
};

export default function TradieProfilePage({ loaderData: { tradie, reviews } }: Route.ComponentProps) {
  const firstName = tradie.name.split(" ")[0];
  return (
    <TradieProfile
      tradie={tradie}
      reviews={<ReviewSection heading={`What customers say about ${firstName}`} reviews={reviews} moreHref="/reviews" />}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
