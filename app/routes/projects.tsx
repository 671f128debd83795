import { OlderNewerNav, pagedHref } from "~/components/content/older-newer-nav";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { ServiceFilter } from "~/components/content/service-filter";
import { ProjectCard } from "~/features/projects/components/project-card";
import { galleryPage } from "~/features/projects/gallery.server";
import { listFilter, listPage } from "~/lib/list-search";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/projects";

/** The project gallery (docs/decisions/0117): done jobs' before and after photos, with the customer's yes, twelve a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const service = listFilter(params, "service", 80);
  const safePage = listPage(params);
  return { ...(await galleryPage(getDb(), safePage, service)), service, page: safePage };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(rootDataFrom(matches), {
    title: loaderData?.service
      ? `${loaderData.service} Projects | Before and After in Auckland`
      : "Our Work | Before and After Photos, Auckland",
    description:
      "Before and after photos of real jobs our tradies have done around Auckland, shared with each customer's permission: the work, the suburb and what it took.",
    path: "/projects",
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, services, total, pages, service, page } = loaderData;
  return (
    <>
      <PageHero
        heading="Our work"
        intro="Before and after photos from jobs our tradies have finished around Auckland, shown with each customer's permission. We show the suburb, never the address."
      />
      <section aria-labelledby="project-list" className="container-page space-y-6 py-12">
        <h2 id="project-list" className="sr-only">
          {service ? `${service} projects` : "All projects"}
        </h2>
        {services.length > 1 ? <ServiceFilter services={services} value={service} /> : null}
        <p className="text-sm text-muted" aria-live="polite">{`${total} ${total === 1 ? "project" : "projects"}`}</p>
        {projects.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">No projects here yet.</p>
        )}
        <OlderNewerNav
          label="Pages of projects"
          page={page}
          pages={pages}
          href={(n) => pagedHref("/projects", { service }, n)}
          newer="Newer projects"
          older="Older projects"
        />
      </section>
      <CtaBand
        heading="Want work like this done?"
        text="Ask for a quote and we will match you with the right licensed tradie for the job."
      />
    </>
  );
}
