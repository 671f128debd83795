import { cn } from "~/lib/cn";

/** Lucide's star (24 × 24), drawn five times in one picture. */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** Each star is 16 px wide with 2 px between: 24 and 3 units of the picture. */
const STEP = 27;

/**
 * A rating as five stars, read out as "4 out of 5 stars". One SVG rather than five icons: the
 * home page shows a rating on every review, and each icon is a component to render.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <svg
      role="img"
      aria-label={`${rating} out of 5 stars`}
      viewBox={`0 0 ${STEP * 4 + 24} 24`}
      className={cn("h-4 w-[88px] shrink-0", className)}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {[0, 1, 2, 3, 4].map((n) => (
        <path
          key={n}
          d={STAR}
          transform={n ? `translate(${STEP * n})` : undefined}
          className={n < filled ? "fill-amber-500 stroke-amber-600" : "fill-none stroke-slate-400"}
        />
      ))}
    </svg>
  );
}
