import type { ReactNode } from "react";
import { Skeleton, SkeletonRegion } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";

/** AdminPage's frame while its data loads: the heading block as placeholders (`label` is the hidden h1), then the page's own skeleton. */
export function AdminPageSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SkeletonRegion label={label} heading="h1" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="border-b border-slate-200 pb-5">
        <Skeleton height="h-8 sm:h-9" className="w-64 max-w-full" />
        <Skeleton className="mt-3 w-96 max-w-full" />
      </div>
      <div className="mt-6">{children}</div>
    </SkeletonRegion>
  );
}

/** A white card like the admin pages' panels, holding skeletons. */
export function SkeletonCard({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm", className)}>{children}</div>;
}
