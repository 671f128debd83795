import { data, redirect } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { NotFound } from "~/layout/site/not-found";
import { AreaPage } from "~/features/catalogue/components/area-page";
import { ServicePage } from "~/features/catalogue/components/service-page";
import { ProjectSection } from "~/features/projects/components/project-section";
import { projectsInSuburbs, projectsOfService } from "~/features/projects/gallery.server";
import { ReviewSection } from "~/features/reviews/components/review-section";
import { reviewsOfService, serviceFigures } from "~/features/reviews/figures.server";
import { resolveContentPath } from "~/features/catalogue/content-pages.server";
import { findRedirect } from "~/features/catalogue/services-admin.server";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/content-page";

export async function loader({ url }: Route.LoaderArgs) {
  const page = await resolveContentPath(url.pathname);
  if (page?.kind === "service") {
    const service = page.service.quoteService;
    const [reviews, reviewFigures, projects] = await Promise.all([
      reviewsOfService(getDb(), service),
      serviceFigures(getDb(), service),
      projectsOfService(getDb(), service),
    ]);
    return { ...page, reviews, reviewFigures, projects };
  }
  if (page) return { ...page, projects: await projectsInSuburbs(getDb(), page.area.suburbs) };
  // Service and area paths are lower case: "/Painting" is "/painting" (docs/decisions/0093).
  const lower = url.pathname.toLowerCase();
  if (lower !== url.pathname && (await resolveContentPath(lower))) throw redirect(`${lower}${url.search}`, 301);
  // A service page that moved keeps its old links and rankings (docs/decisions/0051).
  const movedTo = await findRedirect(getDb(), url.pathname);
  if (movedTo) throw redirect(movedTo, 301);
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // Not found: the not-found page sets its own title and robots tag.
  if (!loaderData) return [];
  const content = loaderData.kind === "service" ? loaderData.service.content : loaderData.area.content;
  const path = loaderData.kind === "service" ? loaderData.service.path! : loaderData.area.path;
  return pageMeta(rootDataFrom(matches), {
    title: content.metaTitle,
    description: content.metaDescription,
    path,
    jsonLd: [faqJsonLd(content.faqs)],
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "service") {
    const { service, areas, reviews, reviewFigures, projects } = loaderData;
    const reviewsHref = `/reviews?${new URLSearchParams({ service: service.quoteService })}`;
    return (
      <ServicePage
        name={service.name}
        quoteService={service.quoteService}
        content={service.content}
        areas={areas}
        reviews={<ReviewSection heading="What customers say" reviews={reviews} figures={reviewFigures} moreHref={reviewsHref} />}
        projects={
          <ProjectSection
            heading={`Recent ${service.name.toLowerCase()} work`}
            projects={projects}
            moreHref={`/projects?${new URLSearchParams({ service: service.quoteService })}`}
          />
        }
      />
    );
  }
  const { area, popularServices, projects } = loaderData;
  return (
    <AreaPage
      name={area.name}
      suburbs={area.suburbs}
      content={area.content}
      popularServices={popularServices}
      projects={<ProjectSection heading={`Recent work in ${area.name}`} projects={projects} moreHref="/projects" />}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
