import { describe, expect, it } from "vitest";
import { pageScriptsOf, type IslandsManifest } from "./islands-manifest.server";

const MANIFEST: IslandsManifest = {
  "app/islands/boot.ts": { file: "assets/islands/boot-1.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/islands/shared-1.js" },
  "app/islands/quote-host.tsx": {
    file: "assets/islands/quote-host-1.js",
    imports: ["_shared.js", "_client.js", "_fields.js"],
    css: ["assets/islands/quote-host-1.css"],
  },
  "_client.js": { file: "assets/islands/client-1.js" },
  "_fields.js": { file: "assets/islands/fields-1.js", css: ["assets/islands/fields-1.css"] },
};

describe("pageScriptsOf", () => {
  it("lists the quote form's stylesheets, its imports' too, before its code, and not the code the page script already loads", () => {
    expect(pageScriptsOf(MANIFEST, []).quoteForm).toEqual([
      "/assets/islands/fields-1.css",
      "/assets/islands/quote-host-1.css",
      "/assets/islands/client-1.js",
      "/assets/islands/fields-1.js",
      "/assets/islands/quote-host-1.js",
    ]);
  });

  it("names the page script and what to fetch beside it", () => {
    const scripts = pageScriptsOf(MANIFEST, []);
    expect(scripts.boot).toBe("/assets/islands/boot-1.js");
    expect(scripts.preloads).toEqual(["/assets/islands/shared-1.js"]);
  });
});
