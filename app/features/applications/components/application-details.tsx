import type { ReactNode } from "react";
import { formatMobile } from "~/features/tradies/contact";
import { formatWhen } from "~/lib/clock";
import { LICENCE_INFO } from "~/features/tradies/licences";
import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import type { Application } from "../review.server";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Every field of an application, as the applicant sent it. */
export function ApplicationDetails({ application: a }: { application: Application }) {
  return (
    <section aria-labelledby="application-details" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <h2 id="application-details" className="text-lg font-semibold text-ink">
          What they sent
        </h2>
        {a.photoId ? (
          <PhotoPicture
            photoId={a.photoId}
            sizes="96px"
            width={96}
            height={96}
            alt={a.fullName}
            eager
            imgClassName="rounded-full object-cover"
          />
        ) : null}
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row term="Full name">{a.fullName}</Row>
        <Row term="Email">
          <a href={`mailto:${a.email}`} className="break-all text-brand-700 underline">
            {a.email}
          </a>
        </Row>
        <Row term="Mobile">
          <a href={`tel:${a.mobile}`} className="text-brand-700 underline">
            {formatMobile(a.mobile)}
          </a>
        </Row>
        <Row term="Business name">{a.businessName}</Row>
        <Row term="NZBN">{a.nzbn ?? "Not given"}</Row>
        <Row term="Trades">{a.trades.join(", ")}</Row>
        <Row term="Areas">{a.areas.join(", ")}</Row>
        <Row term="Suburbs">{a.suburbs.length ? a.suburbs.join(", ") : "The whole of each area"}</Row>
        <Row term="Years of experience">{a.yearsExperience}</Row>
        <Row term="Licences">
          {a.licences.length ? (
            <ul>
              {a.licences.map((l) => (
                <li key={l.kind}>
                  {LICENCE_INFO[l.kind].name} ({LICENCE_INFO[l.kind].short}): {l.number}
                </li>
              ))}
            </ul>
          ) : (
            "None given"
          )}
        </Row>
        <Row term="Public liability insurance">{a.hasPublicLiability ? "Yes" : "No"}</Row>
        <Row term="About the business">
          <span className="whitespace-pre-line">{a.about}</span>
        </Row>
        <Row term="Consents">
          Contact, privacy statement and Ministry of Justice criminal record check, given {formatWhen(a.consentedAt)}
        </Row>
        <Row term="Received">{formatWhen(a.createdAt)}</Row>
        {a.decisionReason ? <Row term="Reason for rejection">{a.decisionReason}</Row> : null}
      </dl>
    </section>
  );
}
