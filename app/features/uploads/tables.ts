import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL bytea as a Node Buffer, from both drivers (postgres.js gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/**
 * Uploaded photos, kept in the database so every app instance can serve them
 * (docs/decisions/0040). The id is random, so a photo's address cannot be guessed.
 */
export const photosTable = pgTable("photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "application" (sent with a join application), "staff" (uploaded in the admin area), "crew" (a tradie on a visit), "review" (a customer with their review) or "request" (a customer after their quote request). */
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The web-ready sizes of each photo, made once at upload, so serving one is a single read. */
export const photoVariantsTable = pgTable(
  "photo_variants",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);
