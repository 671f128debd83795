import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { DEFAULT_SETTINGS } from "./defaults";
import type { BusinessSettings } from "./schema";
import { settingsTable } from "./tables";

export async function getSettings(): Promise<BusinessSettings> {
  const [row] = await getDb().select({ data: settingsTable.data }).from(settingsTable).where(eq(settingsTable.id, 1)).limit(1);
  return row?.data ?? DEFAULT_SETTINGS;
}
