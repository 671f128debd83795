import type { ReactNode } from "react";
import { CheckList } from "~/components/content/check-list";
import { CtaBand } from "~/components/content/cta-band";
import { FaqList } from "~/components/content/faq-list";
import { PageHero } from "~/components/content/page-hero";
import { StepList } from "~/components/content/step-list";
import { QuoteButton } from "~/components/quote/quote-button";
import type { ServiceContent } from "../schema";

interface ServicePageProps {
  name: string;
  quoteService: string;
  content: ServiceContent;
  areas: Array<{ name: string; path: string; suburbs: string[] }>;
  /** What customers said of this service (the reviews feature draws it). */
  reviews?: ReactNode;
  /** Work of this service from the gallery (the projects feature draws it). */
  projects?: ReactNode;
}

export function ServicePage({ name, quoteService, content, areas, reviews, projects }: ServicePageProps) {
  return (
    <>
      <PageHero eyebrow={name} heading={content.heading} intro={content.intro}>
        <QuoteButton service={quoteService} size="lg">
          Get a Free {name} Quote
        </QuoteButton>
      </PageHero>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <div>
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className="text-2xl font-bold">
              What's included
            </h2>
            <CheckList items={content.included} layout="grid gap-3 sm:grid-cols-2" />
          </section>

          <section aria-labelledby="how-heading" className="mt-12">
            <h2 id="how-heading" className="text-2xl font-bold">
              How it works
            </h2>
            <StepList steps={content.howItWorks} className="sm:grid-cols-2" />
          </section>

          <section aria-labelledby="details-heading" className="prose-page mt-12">
            <h2 id="details-heading">Good to know</h2>
            {content.details.map((d) => (
              <div key={d.title}>
                <h3>{d.title}</h3>
                <p>{d.text}</p>
              </div>
            ))}
            <h3>What it costs</h3>
            <p>{content.pricingNote}</p>
          </section>

          <section aria-labelledby="faq-heading" className="mt-12">
            <h2 id="faq-heading" className="mb-4 text-2xl font-bold">
              Questions and answers
            </h2>
            <FaqList faqs={content.faqs} />
          </section>
          {reviews}
          {projects}
        </div>

        <aside aria-labelledby="areas-heading" className="h-fit rounded-xl bg-brand-50 p-6">
          <h2 id="areas-heading" className="text-lg font-bold">
            Areas we serve
          </h2>
          <ul className="mt-4 space-y-4">
            {areas.map((area) => (
              <li key={area.path}>
                <a href={area.path} className="font-semibold text-brand-700 hover:underline">
                  {area.name}
                </a>
                <p className="text-sm text-muted">{area.suburbs.join(", ")}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <CtaBand
        heading={`Get your free ${name.toLowerCase()} quote`}
        text="Tell us about the job in under a minute. A vetted local tradie will confirm a time that suits you."
        service={quoteService}
      />
    </>
  );
}
