import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { PHOTO_ACCEPT, PHOTO_TOKEN_FRAGMENT, REQUEST_PHOTOS_ENDPOINT, REQUEST_PHOTOS_MAX } from "../request-photo-limits";

type Outcome = { file: string; ok: boolean; message: string };

/**
 * "Add photos of the job" on the thank-you page (docs/decisions/0115): shown only when the
 * address's fragment carries the request's photo token (the modal puts it there), so the page's
 * HTML stays the same for everyone. Each photo goes up on its own, up to five a request.
 */
export function RequestPhotosForm() {
  const [token, setToken] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash.startsWith(PHOTO_TOKEN_FRAGMENT)) setToken(hash.slice(PHOTO_TOKEN_FRAGMENT.length));
  }, []);

  if (!token) return null;
  const remaining = REQUEST_PHOTOS_MAX - added;

  async function upload(event: FormEvent) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setOutcomes([{ file: "", ok: false, message: "Choose at least one photo." }]);
    setBusy(true);
    const results: Outcome[] = [];
    let count = added;
    for (const file of files) {
      const body = new FormData();
      body.set("token", token!);
      body.set("photo", file);
      try {
        const response = await fetch(REQUEST_PHOTOS_ENDPOINT, { method: "POST", body });
        const answer = (await response.json().catch(() => ({}))) as { count?: number; error?: string };
        if (response.ok && typeof answer.count === "number") {
          count = answer.count;
          results.push({ file: file.name, ok: true, message: "added" });
        } else results.push({ file: file.name, ok: false, message: answer.error ?? "could not be added. Please try again." });
      } catch {
        results.push({ file: file.name, ok: false, message: "could not be sent. Check your connection and try again." });
      }
    }
    setAdded(count);
    setOutcomes(results);
    setBusy(false);
    if (input.current) input.current.value = "";
  }

  return (
    <section aria-labelledby="add-photos" className="mx-auto mt-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="add-photos" className="text-xl font-semibold">
        Add photos of the job
      </h2>
      <p className="mt-2 text-muted">
        {`Photos help the tradie quote accurately and bring the right gear. Up to ${REQUEST_PHOTOS_MAX} photos, JPEG, PNG or WebP, up to 10 MB each. Location details are removed.`}
      </p>
      {remaining > 0 ? (
        <form onSubmit={upload} className="mt-4 space-y-3">
          <label htmlFor="request-photos" className="block text-sm font-semibold text-ink">
            {`Photos (${remaining} more allowed)`}
          </label>
          <input
            ref={input}
            id="request-photos"
            name="photos"
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            className="block w-full rounded-md border border-slate-300 bg-white p-2 text-ink"
          />
          <button type="submit" disabled={busy} className={buttonClasses()}>
            {busy ? "Adding…" : "Add the photos"}
          </button>
        </form>
      ) : null}
      <div role="status" aria-live="polite" className="mt-4 space-y-1">
        {added > 0 ? (
          <p className="font-semibold">{`${added} ${added === 1 ? "photo" : "photos"} added to your request. Thank you!`}</p>
        ) : null}
        {outcomes
          .filter((o) => !o.ok)
          .map((o, i) => (
            <p key={i} className="text-red-700">
              {o.file ? `${o.file}: ${o.message}` : o.message}
            </p>
          ))}
      </div>
    </section>
  );
}
