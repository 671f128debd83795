import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { serviceJobsTable } from "~/features/jobs/tables";
import { photosTable } from "~/features/uploads/tables";

/*
 * The project gallery (docs/decisions/0117): a done job's before and after photos, picked by
 * staff, with a short write-up, the suburb and the service. Shown on /projects and on the
 * matching service and area pages only while it is published and the job's customer has said
 * yes to photos (service_jobs.photo_consent). A job makes at most one project.
 */
export const projectsTable = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => serviceJobsTable.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    writeUp: text("write_up").notNull().default(""),
    /** Where the work was: the suburb only, never the street address. */
    suburb: text("suburb").notNull(),
    /** The service as the quote form names it (services.quote_service), for the service page and the filter. */
    service: text("service").notNull(),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("projects_job_idx").on(t.jobId),
    index("projects_published_idx").on(t.status, t.publishedAt),
    index("projects_service_idx").on(t.service, t.publishedAt),
  ],
);

/** The photos of a project, in the order shown, each with the words a screen reader hears. */
export const projectPhotosTable = pgTable(
  "project_photos",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projectsTable.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** before | after */
    kind: text("kind").notNull(),
    caption: text("caption").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.photoId] }), index("project_photos_photo_idx").on(t.photoId)],
);
