import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One titled section of the hub; `strong` for what waits on the customer. */
export function HubSection({ id, title, strong = false, children }: { id: string; title: string; strong?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl bg-white p-4 shadow-sm", strong ? "border-2 border-brand-600" : "border border-slate-200")}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
