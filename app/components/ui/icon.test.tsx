import { House, Star } from "@lucide/icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("an icon on a public page", () => {
  it("is drawn as Lucide draws it, with its classes and the caller's, and hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon icon={House} className="size-5 text-brand-700" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-house size-5 text-brand-700" aria-hidden="true">' +
        House.node.map(([tag, { d }]) => `<${tag} d="${d}"></${tag}>`).join("") +
        "</svg>",
    );
  });

  it("is named to assistive technology when given a label, and draws the same each time", () => {
    const first = renderToStaticMarkup(<Icon icon={Star} role="img" aria-label="Rated 5 out of 5" />);
    expect(first).toContain('role="img" aria-label="Rated 5 out of 5"');
    expect(first).not.toContain("aria-hidden");
    expect(first).toContain(`<path d="${Star.node[0]![1].d}"></path>`);
    expect(first).not.toContain("key=");
    expect(renderToStaticMarkup(<Icon icon={Star} role="img" aria-label="Rated 5 out of 5" />)).toBe(first);
  });

  it("escapes what it writes from the icon's data", () => {
    const odd = { name: "odd", size: 24, node: [["text", { x: '1"<b>&', key: "k" }, [["tspan", { y: "2" }]]]] } as const;
    const html = renderToStaticMarkup(<Icon icon={odd as never} />);
    expect(html).toContain('<text x="1&quot;&lt;b&gt;&amp;"><tspan y="2"></tspan></text>');
  });
});
