import { customType, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL bytea as bytes, from both drivers (postgres.js gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

/**
 * Stored files when PHOTO_STORAGE=database (docs/decisions/0116): one row per key, so every
 * instance on one PostgreSQL serves every file without object storage.
 */
export const storedObjectsTable = pgTable("stored_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored files to delete (docs/decisions/0116): a trigger adds the key of every deleted photo
 * variant, whatever deleted it, and the background sweep removes the file from the storage
 * and then the row. A row is claimed for a while (`lockedUntil`), so two instances never
 * sweep the same key at once, and one whose delete failed is tried again after the claim.
 */
export const storageDeletionsTable = pgTable("storage_deletions", {
  id: serial("id").primaryKey(),
  key: text("key").notNull(),
  /** While an instance is deleting the file, others leave the row alone until this passes. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
