import { Skeleton, SkeletonLines } from "~/components/ui/skeleton";
import { AdminPageSkeleton, SkeletonCard } from "~/components/admin/admin-page-skeleton";

/** A lead page's shape while it loads: the request's fields and the timeline, with the action panels beside them. */
export function LeadSkeleton() {
  return (
    <AdminPageSkeleton label="Loading the lead">
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <SkeletonCard>
            <Skeleton height="h-6" className="w-24" />
            <div className="mt-3 flex gap-2">
              <Skeleton height="h-10" className="w-40" />
              <Skeleton height="h-10" className="w-48" />
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 10 }, (_, i) => (
                <div key={i}>
                  <Skeleton className="w-24" />
                  <Skeleton className="mt-2 w-40 max-w-full" />
                </div>
              ))}
            </div>
            <Skeleton className="mt-4 w-20" />
            <SkeletonLines count={2} className="mt-2" />
          </SkeletonCard>
          <SkeletonCard>
            <Skeleton height="h-6" className="w-20" />
            <div className="mt-3 space-y-4 border-l-2 border-brand-100 pl-4">
              {Array.from({ length: 3 }, (_, i) => (
                <SkeletonLines key={i} count={2} className="w-3/4" />
              ))}
            </div>
          </SkeletonCard>
        </div>
        <div className="space-y-6 lg:col-span-2">
          {Array.from({ length: 3 }, (_, i) => (
            <SkeletonCard key={i}>
              <Skeleton height="h-6" className="w-32" />
              <Skeleton height="h-10" className="mt-4" />
              <Skeleton height="h-9" className="mt-3 w-32" />
            </SkeletonCard>
          ))}
        </div>
      </div>
    </AdminPageSkeleton>
  );
}
