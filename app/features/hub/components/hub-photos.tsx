import { HubSection } from "./hub-section";
import type { CustomerJobPhoto } from "~/features/jobs/customer-photos.server";

/** Before and after photos from the customer's jobs, served only through their own link (docs/decisions/0197). */
export function HubPhotos({ photos, hubPath }: { photos: readonly CustomerJobPhoto[]; hubPath: string }) {
  if (photos.length === 0) return null;
  const src = (photoId: string, width: number) => `${hubPath}/photos/${photoId}/${width}.webp`;
  return (
    <HubSection id="hub-photos" title="Photos from your jobs">
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.photoId}>
            <a href={src(photo.photoId, 1024)} className="block">
              <img
                src={src(photo.photoId, 256)}
                alt={photo.caption}
                width={256}
                height={256}
                loading="lazy"
                className="aspect-square w-full rounded-md object-cover"
              />
            </a>
            <p className="mt-1 text-xs text-muted">{photo.caption}</p>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
