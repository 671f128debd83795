import { parse } from "node-html-parser";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoPicture } from "./photo-picture";

const ID = "5f0c3a52-6c1e-4c5e-9f57-0e6d8a1b2c3d";
const srcset = (format: string) => [128, 256, 512, 1024].map((w) => `/api/photos/${ID}/${w}.${format} ${w}w`).join(", ");

function render(props: Partial<Parameters<typeof PhotoPicture>[0]> = {}) {
  const html = renderToString(<PhotoPicture photoId={ID} sizes="120px" width={120} height={120} alt="Photo of Ana" {...props} />);
  const picture = parse(html).querySelector("picture")!;
  return { picture, source: picture.querySelector("source")!, img: picture.querySelector("img")! };
}

describe("PhotoPicture", () => {
  it("offers AVIF first and WebP in the img, at every width, sized and lazy", () => {
    const { picture, source, img } = render({ imgClassName: "rounded-full" });
    expect(picture.getAttribute("class")).toBe("contents");
    expect(picture.childNodes.map((n) => (n as { rawTagName?: string }).rawTagName)).toEqual(["source", "img"]);
    expect([source.getAttribute("type"), source.getAttribute("srcset"), source.getAttribute("sizes")]).toEqual([
      "image/avif",
      srcset("avif"),
      "120px",
    ]);
    // HTML names are case-blind: React writes srcSet.
    expect(Object.fromEntries(Object.entries(img.attributes).map(([k, value]) => [k.toLowerCase(), value]))).toEqual({
      src: `/api/photos/${ID}/256.webp`,
      srcset: srcset("webp"),
      sizes: "120px",
      width: "120",
      height: "120",
      alt: "Photo of Ana",
      loading: "lazy",
      decoding: "async",
      class: "rounded-full",
    });
  });

  it("loads at once when eager, and first of all when it is the page's priority", () => {
    expect(render({ eager: true }).img.getAttribute("loading")).toBe("eager");
    expect(render({ eager: true }).img.getAttribute("fetchpriority")).toBeUndefined();
    const { img } = render({ priority: true });
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("lets the picture be a box of its own when asked", () => {
    expect(render({ className: "block" }).picture.getAttribute("class")).toBe("block");
  });
});
