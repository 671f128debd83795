import { createElement, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "~/components/island";
import { loadIsland } from "./registry";

/**
 * Brings one island to life (React, which this build resolves to Preact (decision 0237), comes
 * with this module, so the page script itself carries none of it). Settles once it has hydrated, and marks it
 * `data-island-live`, which tests can wait for.
 */
export async function hydrateIsland(node: HTMLElement): Promise<void> {
  const component = await loadIsland(node.dataset.island as IslandName);
  if (!component) return;
  const island = createElement(component, JSON.parse(node.dataset.props ?? "{}"));
  await new Promise<void>((onLive) => {
    // Adds no markup: says when the island is live.
    function Live() {
      useEffect(() => {
        node.dataset.islandLive = "";
        onLive();
      }, []);
      return island;
    }
    hydrateRoot(node, createElement(Live), { identifierPrefix: node.dataset.islandId });
  });
}
