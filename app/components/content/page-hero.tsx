import type { ReactNode } from "react";

export function PageHero({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-brand-50">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{intro}</p>
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
