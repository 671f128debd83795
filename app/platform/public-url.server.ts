import { getConfig } from "./config.server";

/** The site's public origin, used for canonical links, Open Graph and the sitemap. */
export function publicUrl(): string {
  return getConfig().publicUrl;
}
