import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

export interface PageSkeleton {
  /** The addresses (pathname only) this skeleton stands in for. */
  path: RegExp;
  /** The skeleton's code, fetched the first time someone goes to such a page. */
  load(): Promise<ComponentType>;
}

/**
 * The admin pages that show a skeleton while React Router loads their data
 * (docs/decisions/0066). Add a page here with its skeleton. They are fetched when first needed,
 * not with the shell: a page's first load does not draw one (issue 47, decision 0236).
 */
const PAGE_SKELETONS: readonly PageSkeleton[] = [
  {
    path: /^\/admin\/figures\/?$/,
    load: () => import("~/features/dashboard/components/figures-skeleton").then((module) => module.FiguresSkeleton),
  },
  {
    path: /^\/admin\/leads\/?$/,
    load: () => import("~/features/leads/components/lead-list-skeleton").then((module) => module.LeadListSkeleton),
  },
  {
    path: /^\/admin\/leads\/\d+\/?$/,
    load: () => import("~/features/leads/components/lead-skeleton").then((module) => module.LeadSkeleton),
  },
];

/**
 * The skeleton to show instead of the current page, or null to keep it: only while going to
 * another page that has one. A form submission (and the redirect after it) and a reload of
 * the same page keep the page as it is, so nothing typed is lost and nothing flickers.
 */
export function pendingSkeleton(
  navigation: ReturnType<typeof useNavigation>,
  currentPath: string,
  skeletons: readonly PageSkeleton[] = PAGE_SKELETONS,
): PageSkeleton | null {
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  const next = navigation.location.pathname;
  if (next === currentPath) return null;
  return skeletons.find((s) => s.path.test(next)) ?? null;
}

const loaded = new Map<PageSkeleton, ComponentType>();

/** The pending skeleton's component once its code is here; until then the page stays as it is. */
function useLoadedSkeleton(skeleton: PageSkeleton | null): ComponentType | null {
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!skeleton || loaded.has(skeleton)) return;
    let current = true;
    void skeleton.load().then(
      (component) => {
        loaded.set(skeleton, component);
        if (current) setArrivals((n) => n + 1);
      },
      // Its code did not come (offline, or a new release): no skeleton, the page stays until the next arrives.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [skeleton]);
  return skeleton ? (loaded.get(skeleton) ?? null) : null;
}

/** The skeleton drawn in place of the page now: the next page's, once its code is here; else null. */
export function usePendingSkeleton(): ComponentType | null {
  return useLoadedSkeleton(pendingSkeleton(useNavigation(), useLocation().pathname));
}

/** The admin shell's page slot: the page, or the next page's skeleton while it loads. */
export function PendingPage({ children }: { children: ReactNode }) {
  const Skeleton = usePendingSkeleton();
  return Skeleton ? <Skeleton /> : children;
}
