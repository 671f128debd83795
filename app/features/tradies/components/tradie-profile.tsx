import { BadgeCheck, ShieldCheck, Star } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { BackLink } from "~/components/admin/back-link";
import type { ReactNode } from "react";
import { QuoteButton } from "~/components/quote/quote-button";
import { LICENCE_INFO } from "../licences";
import { formatMonthYear } from "~/lib/clock";
import type { PublicTradie } from "../types";
import { TradiePhoto } from "./tradie-photo";
import { distinctSuburbs } from "~/lib/address";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

/** `reviews`: what customers said of their work (the reviews feature draws it). */
export function TradieProfile({ tradie, reviews }: { tradie: PublicTradie; reviews?: ReactNode }) {
  const firstName = tradie.name.split(" ")[0];
  return (
    <div className="container-page py-12">
      <p>
        <BackLink to="/our-tradies">All tradies</BackLink>
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-5">
        <TradiePhoto name={tradie.name} photoId={tradie.photoId} size={120} priority alt={`Photo of ${tradie.name}`} />
        <div>
          <h1 className="text-3xl font-bold">{tradie.name}</h1>
          {tradie.businessName ? <p className="text-lg text-muted">{tradie.businessName}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            {tradie.verifiedAt ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-700">
                <Icon icon={BadgeCheck} className="size-4" /> Verified by our team, {formatMonthYear(tradie.verifiedAt)}
              </span>
            ) : null}
            {tradie.insured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-700">
                <Icon icon={ShieldCheck} className="size-4" /> Public liability insurance on file
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
        <Fact term="Trades">{tradie.trades.join(", ")}</Fact>
        <Fact term="Areas">
          {tradie.areas.join(", ")}
          {tradie.suburbs.length ? <span className="block text-sm">Suburbs: {distinctSuburbs(tradie.suburbs).join(", ")}</span> : null}
        </Fact>
        <Fact term="Experience">
          {tradie.yearsExperience} years, {tradie.jobsCompleted} jobs completed
        </Fact>
        <Fact term="Rating">
          <span className="inline-flex items-center gap-1">
            <Icon icon={Star} className="size-4 fill-accent-400 text-accent-500" />
            {tradie.rating?.toFixed(1) ?? "New"} from {tradie.reviewCount} reviews
          </span>
        </Fact>
        {tradie.licences.length ? (
          <Fact term="Licences and registrations">
            <ul>
              {tradie.licences.map((l) => (
                <li key={l.kind}>
                  {LICENCE_INFO[l.kind].name} ({LICENCE_INFO[l.kind].short}) {l.number}
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
      <section aria-labelledby="about-tradie" className="mt-8 max-w-3xl">
        <h2 id="about-tradie" className="text-xl font-bold">
          About {firstName}
        </h2>
        <p className="mt-2 leading-7 whitespace-pre-line text-muted">{tradie.bio}</p>
      </section>
      <QuoteButton service={tradie.trades[0]} size="lg" className="mt-8">
        Get a free quote
      </QuoteButton>
      {reviews}
    </div>
  );
}
