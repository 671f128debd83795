import { Skeleton, SkeletonLines } from "~/components/ui/skeleton";
import { AdminPageSkeleton, SkeletonCard } from "~/components/admin/admin-page-skeleton";

const BAR_WIDTHS = ["w-1/2", "w-2/5", "w-1/3", "w-1/4", "w-1/5", "w-1/6"];

function ChartSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <SkeletonCard className={className}>
      <Skeleton height="h-6" className="w-56" />
      <div className="mt-4 space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="w-2/5" />
            <Skeleton height="h-3" className={BAR_WIDTHS[i % BAR_WIDTHS.length]} />
          </div>
        ))}
      </div>
    </SkeletonCard>
  );
}

/** The figures page's shape while they load: five figure cards, the newest leads, what is waiting, three charts. */
export function FiguresSkeleton() {
  return (
    <AdminPageSkeleton label="Loading the figures">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <SkeletonCard key={i}>
            <Skeleton className="w-28" />
            <Skeleton height="h-8" className="mt-3 w-16" />
            <Skeleton className="mt-3 w-32" />
          </SkeletonCard>
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <SkeletonCard className="lg:col-span-2">
          <Skeleton height="h-6" className="w-40" />
          <div className="mt-4 space-y-4">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="flex items-center justify-between gap-4">
                <SkeletonLines count={2} className="w-1/2" />
                <Skeleton height="h-6" pill className="w-20" />
              </div>
            ))}
          </div>
        </SkeletonCard>
        <SkeletonCard>
          <Skeleton height="h-6" className="w-36" />
          <SkeletonLines count={3} className="mt-4" />
        </SkeletonCard>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ChartSkeleton rows={5} />
        <ChartSkeleton rows={5} />
      </div>
      <ChartSkeleton rows={6} className="mt-6" />
    </AdminPageSkeleton>
  );
}
