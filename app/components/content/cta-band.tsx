import { QuoteButton } from "~/components/quote/quote-button";

export function CtaBand({ heading, text, service }: { heading: string; text: string; service?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="container-page mt-16">
      <div className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{text}</p>
        <QuoteButton service={service} size="lg" className="mt-6" />
      </div>
    </section>
  );
}
