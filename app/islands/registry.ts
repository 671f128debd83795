import type { ComponentType } from "react";
import type { IslandName } from "~/components/island";
import { ISLAND_SOURCES } from "./island-sources";

// Each island is its own chunk, loaded only on a page that has it, when it is needed.
const modules = import.meta.glob<Record<string, ComponentType<object>>>([
  "../features/home/components/hero-search.tsx",
  "../features/applications/components/application-form.tsx",
  "../features/quote-requests/components/request-photos-form.tsx",
]);

/** Loads an island's component. */
export async function loadIsland(name: IslandName): Promise<ComponentType<object> | undefined> {
  const source = ISLAND_SOURCES[name];
  const load = source && modules[source.module.replace(/^app\//, "../")];
  return load ? (await load())[source.exportName] : undefined;
}
