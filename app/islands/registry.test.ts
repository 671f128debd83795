import { describe, expect, it } from "vitest";
import type { IslandName } from "~/components/island";
import { ISLAND_SOURCES } from "./island-sources";
import { loadIsland } from "./registry";

describe("the islands registry", () => {
  it.each(Object.keys(ISLAND_SOURCES) as IslandName[])("loads %s's component from the module its source names", async (name) => {
    const component = await loadIsland(name);
    expect(typeof component).toBe("function");
    expect((component as { name?: string }).name).toBe(ISLAND_SOURCES[name].exportName);
  });

  it("loads nothing for a name it does not know", async () => {
    expect(await loadIsland("no-such-island" as IslandName)).toBeUndefined();
  });
});
