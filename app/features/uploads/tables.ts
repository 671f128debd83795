import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Uploaded photos (docs/decisions/0040, 0116). The id is random, so a photo's address cannot
 * be guessed; the bytes of its sizes are in the configured storage, not in this table.
 */
export const photosTable = pgTable("photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "application" (sent with a join application), "staff" (uploaded in the admin area), "crew" (a tradie on a visit), "review" (a customer with their review) or "request" (a customer after their quote request). */
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The web-ready sizes of each photo, made once at upload: each width in each format, with the
 * storage key of its bytes. Deleting a row (a cascade from anywhere) queues its key in
 * `storage_deletions` by trigger, so the file goes too (docs/decisions/0116).
 */
export const photoVariantsTable = pgTable(
  "photo_variants",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    /** "avif" or "webp" (photos stored before 0116 have WebP only, at 128, 256 and 512). */
    format: text("format").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    key: text("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width, t.format] })],
);
