import { Link } from "react-router";
import type { ShownProject } from "../gallery.server";
import { ProjectCard } from "./project-card";

/** A service or area page's latest gallery projects, with the way to all of them; nothing while there are none. */
export function ProjectSection({ heading, projects, moreHref }: { heading: string; projects: readonly ShownProject[]; moreHref: string }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="recent-projects" className="mt-12">
      <h2 id="recent-projects" className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to={moreHref} className="font-semibold text-brand-700 underline">
          See more of our work
        </Link>
      </p>
    </section>
  );
}
