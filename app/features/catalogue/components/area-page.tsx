import { MapPin } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { CtaBand } from "~/components/content/cta-band";
import { FaqList } from "~/components/content/faq-list";
import { PageHero } from "~/components/content/page-hero";
import { ServiceIcon } from "~/components/content/service-icon";
import { QuoteButton } from "~/components/quote/quote-button";
import { distinctSuburbs } from "~/lib/address";
import type { AreaContent } from "../schema";
import type { ServiceSummary } from "../types";

interface AreaPageProps {
  name: string;
  suburbs: string[];
  content: AreaContent;
  popularServices: ServiceSummary[];
  /** Work in this area's suburbs from the gallery (the projects feature draws it). */
  projects?: ReactNode;
}

export function AreaPage({ name, suburbs, content, popularServices, projects }: AreaPageProps) {
  return (
    <>
      <PageHero eyebrow={`Service area: ${name}`} heading={content.heading} intro={content.intro}>
        <QuoteButton size="lg" />
      </PageHero>
      <div className="container-page py-12">
        <section aria-labelledby="suburbs-heading">
          <h2 id="suburbs-heading" className="text-2xl font-bold">
            Suburbs we cover in {name}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {distinctSuburbs(suburbs).map((suburb) => (
              <li key={suburb} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-ink">
                <Icon icon={MapPin} className="size-4 text-brand-700" />
                {suburb}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">Nearby and not listed? We cover the whole of {name}; just tell us your suburb.</p>
        </section>

        <section aria-labelledby="local-heading" className="prose-page mt-12 max-w-3xl">
          <h2 id="local-heading">Looking after homes in {name}</h2>
          {content.localNotes.map((note) => (
            <div key={note.title}>
              <h3>{note.title}</h3>
              <p>{note.text}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="popular-heading" className="mt-12">
          <h2 id="popular-heading" className="text-2xl font-bold">
            Popular services in {name}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {popularServices.map((s) => (
              <li key={s.slug} className="rounded-xl border border-brand-100 p-5">
                <ServiceIcon name={s.icon} className="size-6 text-brand-700" />
                <h3 className="mt-2 font-semibold">
                  {s.path ? (
                    <a href={s.path} className="hover:underline">
                      {s.name}
                    </a>
                  ) : (
                    s.name
                  )}
                </h3>
                <p className="mt-1 text-sm text-muted">{s.shortDescription}</p>
              </li>
            ))}
          </ul>
        </section>

        {projects}

        <section aria-labelledby="faq-heading" className="mt-12 max-w-3xl">
          <h2 id="faq-heading" className="mb-4 text-2xl font-bold">
            {name} questions
          </h2>
          <FaqList faqs={content.faqs} />
        </section>
      </div>
      <CtaBand
        heading={`Need a hand in ${name}?`}
        text="Free quotes, vetted local tradies and no travel surcharge anywhere in our service areas."
      />
    </>
  );
}
