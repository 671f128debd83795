import type { Ref } from "react";
import { QUOTE_STEPS } from "../constants";
import { QUOTE_STEPS_CONTENT } from "../steps";

/** "Step 2 of 3" with a bar, and the step's heading, which takes focus when the step changes. */
export function QuoteProgress({ step, headingRef }: { step: number; headingRef?: Ref<HTMLHeadingElement> }) {
  const title = QUOTE_STEPS_CONTENT[step - 1].title;
  return (
    <div className="mb-5">
      <div className="flex items-baseline justify-between gap-4 text-sm text-muted">
        <span>
          Step {step} of {QUOTE_STEPS}
        </span>
        <span>{Math.round((step / QUOTE_STEPS) * 100)}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quote request progress"
        aria-valuemin={1}
        aria-valuemax={QUOTE_STEPS}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${QUOTE_STEPS}: ${title}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${(step / QUOTE_STEPS) * 100}%` }}
        />
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-bold text-ink focus:outline-none">
        {title}
      </h3>
    </div>
  );
}
