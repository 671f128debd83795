import type { ReactNode } from "react";

/** The heading block every admin page starts with. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 max-w-3xl text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A panel for what a later update brings, so each page already shows where it will live. */
export function ComingSoon({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
      <div className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-muted">{children}</div>
    </section>
  );
}
