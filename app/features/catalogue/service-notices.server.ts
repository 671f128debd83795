import { DELETED_SERVICE_REDIRECT } from "./services-admin.server";
import type { Service } from "./types";

/** Shown on a new service's page after it has been added: whether visitors can see it yet. */
export function serviceAddedMessage({ name, path, published }: Pick<Service, "name" | "path" | "published">): string {
  if (!published) return `${name} has been added. It is not on the website yet: tick Published and save when it is ready.`;
  return `${name} has been added. It is on the website now${path ? ` at ${path}` : ""}.`;
}

/** Shown on the services list after a deletion. */
export function serviceDeletedMessage({ name, path }: Pick<Service, "name" | "path">): string {
  return `${name} has been deleted.${path ? ` Its old address now leads to ${DELETED_SERVICE_REDIRECT}.` : ""}`;
}
