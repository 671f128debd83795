import { describe, expect, it } from "vitest";
import { slugFromName, uniqueSlug } from "./slug";

describe("slugFromName", () => {
  it.each([
    ["Painting", "painting"],
    ["Deck & Fence Repairs", "deck-fence-repairs"],
    ["  Heat-pump   servicing! ", "heat-pump-servicing"],
    ["Whare Māori Repairs", "whare-maori-repairs"],
    ["Café Fit-outs", "cafe-fit-outs"],
    ["24/7 Call-outs", "24-7-call-outs"],
    ["!!!", "service"],
  ])("%j → %j", (name, slug) => expect(slugFromName(name)).toBe(slug));
});

describe("uniqueSlug", () => {
  it("keeps a free slug and numbers a taken one from 2", () => {
    expect(uniqueSlug("decks", ["painting"])).toBe("decks");
    expect(uniqueSlug("painting", ["painting"])).toBe("painting-2");
    expect(uniqueSlug("painting", ["painting", "painting-2", "painting-3"])).toBe("painting-4");
  });
});
