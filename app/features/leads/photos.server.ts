import type { Database } from "~/platform/db/database";
import { leadPhotosTable } from "./tables";

/** Files a stored photo with its lead at a position; the caller has locked the lead and counted its photos. */
export async function addLeadPhoto(tx: Pick<Database, "insert">, photo: { leadId: number; photoId: string; position: number }) {
  await tx.insert(leadPhotosTable).values(photo);
}
