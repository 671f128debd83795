import type { ReactNode } from "react";

/** A step's buttons under a rule: Back on the left (a spacer on the first step), the way on at the right; stacked on a phone. */
export function QuoteStepFooter({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-brand-100 pt-4 sm:flex-row sm:justify-between">
      {back ?? <span aria-hidden="true" className="hidden sm:block" />}
      {children}
    </div>
  );
}
