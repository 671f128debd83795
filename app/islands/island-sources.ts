import type { IslandName } from "~/components/island";

/**
 * Each island's module and export. The browser loads them from here (registry.ts); the server
 * uses the same list to find an island's chunks in the islands build's manifest, so a page can
 * ask for those it hydrates at once beside the page script.
 */
export const ISLAND_SOURCES: Record<IslandName, { module: string; exportName: string }> = {
  "hero-search": { module: "app/features/home/components/hero-search.tsx", exportName: "HeroSearch" },
  "application-form": { module: "app/features/applications/components/application-form.tsx", exportName: "ApplicationForm" },
  "request-photos": { module: "app/features/quote-requests/components/request-photos-form.tsx", exportName: "RequestPhotosForm" },
};
