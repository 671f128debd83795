import type { SignOffSignature } from "../signatures.server";

/** The signatures customers drew when the work was signed off (docs/decisions/0207): on the invoice and the job page. */
export function SignOffSignatures({ signatures, id = "signed-off" }: { signatures: readonly SignOffSignature[]; id?: string }) {
  if (signatures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-semibold">
        Signed off
      </h3>
      <ul className="flex flex-wrap gap-4">
        {signatures.map((signature) => (
          <li key={signature.visitId} className="rounded-md border border-slate-200 bg-white p-2" data-testid="signature">
            <figure>
              <img src={signature.image} alt={signature.caption} width={240} height={80} className="h-20 w-60 object-contain" />
              <figcaption className="mt-1 text-sm text-muted">{signature.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
