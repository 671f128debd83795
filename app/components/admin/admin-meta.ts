import type { MetaDescriptor } from "react-router";
import { rootDataFrom } from "~/lib/seo";

/** Title and robots tags for an admin page: private pages are never indexed. */
export function adminMeta(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>, title: string): MetaDescriptor[] {
  const { businessName } = rootDataFrom(matches);
  return [{ title: `${title} · ${businessName || "Harbourside"} admin` }, { name: "robots", content: "noindex, nofollow" }];
}
