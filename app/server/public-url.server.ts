import { loadConfig } from "./config.server";

let cached: string | undefined;

/** The site's public origin, used for canonical links, Open Graph and the sitemap. */
export function publicUrl(): string {
  cached ??= loadConfig().publicUrl;
  return cached;
}
