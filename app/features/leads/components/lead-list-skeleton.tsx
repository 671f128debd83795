import { Skeleton } from "~/components/ui/skeleton";
import { AdminPageSkeleton, SkeletonCard } from "~/components/admin/admin-page-skeleton";

/** The leads list's shape while it loads from another page: the filters, then rows of the table. */
export function LeadListSkeleton() {
  return (
    <AdminPageSkeleton label="Loading the leads">
      <SkeletonCard className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i}>
            <Skeleton className="w-20" />
            <Skeleton height="h-9" className="mt-2" />
          </div>
        ))}
      </SkeletonCard>
      <SkeletonCard className="mt-4 space-y-4">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="grid grid-cols-[1rem_6rem_1fr_1fr_6rem] items-center gap-4">
            <Skeleton height="size-4" />
            <Skeleton />
            <Skeleton className="w-3/4" />
            <Skeleton className="w-2/3" />
            <Skeleton height="h-6" pill />
          </div>
        ))}
      </SkeletonCard>
    </AdminPageSkeleton>
  );
}
