import { photoSrcSet, photoUrl } from "../photos";

/**
 * An uploaded photo (docs/decisions/0116): AVIF for browsers that take it, WebP for the rest,
 * each at every stored width so the browser picks by `sizes` and its screen. `width` and
 * `height` keep the layout still while it loads; it loads lazily unless `eager` (in the first
 * screenful) or `priority` (the one image that matters most on the page, fetched first).
 * The `<picture>` is `display: contents`, so the `<img>` (and `imgClassName`) lays out as if
 * it stood alone; `className` takes its place when the picture should be a box of its own.
 */
export function PhotoPicture({
  photoId,
  sizes,
  width,
  height,
  alt,
  eager = false,
  priority = false,
  className,
  imgClassName,
}: {
  photoId: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <picture className={className ?? "contents"}>
      <source type="image/avif" srcSet={photoSrcSet(photoId, "avif")} sizes={sizes} />
      <img
        // The middle size, for a browser that reads neither srcset.
        src={photoUrl(photoId, 256)}
        srcSet={photoSrcSet(photoId, "webp")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager || priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  );
}
