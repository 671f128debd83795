import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { formatMonthYear } from "~/lib/clock";
import type { ShownProject } from "../gallery.server";

/** One gallery project: its before and after photos, what was done, where (the suburb) and when. */
export function ProjectCard({ project, headingLevel = 3 }: { project: ShownProject; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `project-${project.id}`;
  return (
    <article aria-labelledby={headingId} className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ul className="grid grid-cols-2 gap-1 bg-slate-100" aria-label={`Photos of ${project.title}`}>
        {project.photos.map((photo) => (
          <li key={photo.photoId} className="relative">
            <PhotoPicture
              photoId={photo.photoId}
              sizes="(min-width: 1024px) 200px, (min-width: 768px) 25vw, 50vw"
              width={512}
              height={512}
              alt={photo.caption}
              imgClassName="aspect-square w-full object-cover"
            />
            <span className="absolute top-2 left-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-semibold text-white">
              {photo.kind === "before" ? "Before" : "After"}
            </span>
          </li>
        ))}
      </ul>
      <div className="p-5">
        <Heading id={headingId} className="text-lg font-bold">
          {project.title}
        </Heading>
        <p className="mt-1 text-sm text-muted">{`${project.service} · ${project.suburb} · ${formatMonthYear(project.publishedAt)}`}</p>
        {project.writeUp ? <p className="mt-3 whitespace-pre-line">{project.writeUp}</p> : null}
      </div>
    </article>
  );
}
