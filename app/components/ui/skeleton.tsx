import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A grey block standing in for content that is still loading: a line of text unless `height`
 * says otherwise (e.g. "h-8 sm:h-9"); width and place it with `className` ("w-32 mt-2"). It pulses only for people who have not
 * asked for reduced motion, and is hidden from screen readers: put skeletons inside a
 * `SkeletonRegion`, which tells them the page is loading.
 */
export function Skeleton({ height = "h-4", pill, className }: { height?: string; pill?: boolean; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("bg-slate-200 motion-safe:animate-pulse", pill ? "rounded-full" : "rounded-md", height, className)}
    />
  );
}

/** Lines of text of falling width, e.g. a paragraph or a list of details. */
export function SkeletonLines({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={i === count - 1 ? "w-2/3" : i % 2 ? "w-5/6" : "w-full"} />
      ))}
    </div>
  );
}

/**
 * The loading placeholder of a whole page or panel: a region named `label` and marked busy,
 * with a visually hidden "Loading…" status for screen readers and the skeletons inside it.
 * With `heading`, the label is also a visually hidden heading of that level (a page's
 * skeleton stands in for its h1).
 */
export function SkeletonRegion({
  label,
  heading: Heading,
  className,
  children,
}: {
  label: string;
  heading?: "h1" | "h2" | "h3";
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-label={Heading ? undefined : label} aria-labelledby={Heading ? id : undefined} aria-busy="true" className={className}>
      {Heading ? (
        <Heading id={id} className="sr-only">
          {label}
        </Heading>
      ) : null}
      <p role="status" className="sr-only">
        Loading…
      </p>
      {children}
    </section>
  );
}
