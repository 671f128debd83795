import { findAreaByPath, findPublishedServiceByPath, listAreas, listPublishedServices } from "./catalogue.server";
import type { ServiceContent } from "./schema";

/** Which catalogue page, if any, lives at a path: a service page, an area page, or nothing. */
export async function resolveContentPath(path: string) {
  const service = await findPublishedServiceByPath(path);
  if (service) {
    const areas = await listAreas();
    return {
      kind: "service" as const,
      service: { name: service.name, path: service.path, quoteService: service.quoteService, content: service.content as ServiceContent },
      areas: areas.map((a) => ({ name: a.name, path: a.path, suburbs: a.suburbs })),
    };
  }
  const area = await findAreaByPath(path);
  if (area) {
    const services = await listPublishedServices();
    const popularServices = area.content.popularServiceSlugs
      .map((slug) => services.find((s) => s.slug === slug))
      .filter((s) => s !== undefined);
    return {
      kind: "area" as const,
      area: { name: area.name, path: area.path, suburbs: area.suburbs, content: area.content },
      popularServices,
    };
  }
  return undefined;
}
