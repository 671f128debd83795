import { listAreas, listPublishedServices } from "~/features/catalogue/catalogue.server";
import { listPublicTradies } from "~/features/tradies/tradies.server";
import { INFO_PAGE_PATHS } from "~/lib/site-paths";

/** Every public, indexable page: fixed pages, service and area pages, tradie profiles. */
export async function sitemapPaths(): Promise<string[]> {
  const [services, areas, tradies] = await Promise.all([listPublishedServices(), listAreas(), listPublicTradies()]);
  return [
    "/",
    "/services",
    "/about",
    "/contact",
    ...INFO_PAGE_PATHS.filter((p) => p !== "/about"),
    ...services.flatMap((s) => (s.path ? [s.path] : [])),
    ...areas.map((a) => a.path),
    "/our-tradies",
    "/find-a-tradie",
    "/reviews",
    "/projects",
    "/join-as-tradie",
    ...tradies.map((t) => `/tradie/${t.id}`),
  ];
}
