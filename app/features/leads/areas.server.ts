import { listAreas } from "~/features/catalogue/catalogue.server";
import { areaDirectory, type AreaDirectory } from "./areas";

/** The service areas as they are now (the catalogue snapshot, so no query per request). */
export async function leadAreas(): Promise<AreaDirectory> {
  return areaDirectory(await listAreas());
}
