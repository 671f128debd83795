import { migratedTemplate } from "../global-setup";

/** The run's migrated template database, for the kind of database the browser tests use (decision 0130). */
export default async function globalSetup() {
  return migratedTemplate(process.env.DATABASE_URL);
}
