import type { ComponentType, ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { FiguresSkeleton } from "~/features/dashboard/components/figures-skeleton";
import { LeadListSkeleton } from "~/features/leads/components/lead-list-skeleton";
import { LeadSkeleton } from "~/features/leads/components/lead-skeleton";

export interface PageSkeleton {
  /** The addresses (pathname only) this skeleton stands in for. */
  path: RegExp;
  Skeleton: ComponentType;
}

/**
 * The admin pages that show a skeleton while React Router loads their data
 * (docs/decisions/0066). Add a page here with its skeleton.
 */
const PAGE_SKELETONS: readonly PageSkeleton[] = [
  { path: /^\/admin\/figures\/?$/, Skeleton: FiguresSkeleton },
  { path: /^\/admin\/leads\/?$/, Skeleton: LeadListSkeleton },
  { path: /^\/admin\/leads\/\d+\/?$/, Skeleton: LeadSkeleton },
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
): ComponentType | null {
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  const next = navigation.location.pathname;
  if (next === currentPath) return null;
  return skeletons.find((s) => s.path.test(next))?.Skeleton ?? null;
}

/** The admin shell's page slot: the page, or the next page's skeleton while it loads. */
export function PendingPage({ children }: { children: ReactNode }) {
  const Skeleton = pendingSkeleton(useNavigation(), useLocation().pathname);
  return Skeleton ? <Skeleton /> : children;
}
