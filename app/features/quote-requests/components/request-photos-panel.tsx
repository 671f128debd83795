import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { photoUrl } from "~/features/uploads/photos";

/** The photos the customer added after their request, for staff on the lead's page. */
export function RequestPhotosPanel({ photos }: { photos: readonly string[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="request-photos-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="request-photos-heading" className="text-lg font-semibold text-ink">
        Photos from the customer
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((id, index) => (
          <li key={id}>
            <a href={photoUrl(id, 1024)} className="block" target="_blank" rel="noreferrer">
              <PhotoPicture
                photoId={id}
                sizes="(min-width: 640px) 12rem, 45vw"
                alt={`The job as the customer saw it, ${index + 1} of ${photos.length}`}
                width={256}
                height={192}
                imgClassName="aspect-[4/3] w-full rounded-md object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
