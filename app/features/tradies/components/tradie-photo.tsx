import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { cn } from "~/lib/cn";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A tradie's round photo at `size` CSS pixels: the browser picks the variant its screen needs,
 * loads it lazily unless `eager` (for photos in the first screenful; `priority` for the one
 * that matters most on the page), and the width and height
 * keep the layout still while it arrives. Without a photo, their initials.
 */
export function TradiePhoto({
  name,
  photoId,
  size,
  eager = false,
  priority = false,
  alt = "",
  className,
}: {
  name: string;
  photoId: string | null;
  size: number;
  eager?: boolean;
  priority?: boolean;
  alt?: string;
  className?: string;
}) {
  if (!photoId) {
    return (
      <span
        aria-hidden="true"
        className={cn("grid shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white", className)}
        style={{ width: size, height: size, fontSize: size * 0.38 }}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <PhotoPicture
      photoId={photoId}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      eager={eager}
      priority={priority}
      imgClassName={cn("shrink-0 rounded-full bg-brand-50 object-cover", className)}
    />
  );
}
