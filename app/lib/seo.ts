import type { MetaDescriptor } from "react-router";

export interface RootData {
  origin: string;
  businessName: string;
}

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: "website" | "article" | "profile";
  jsonLd?: unknown[];
}

/** Finds the root loader's data in a meta function's matches. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): RootData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root ?? { origin: "", businessName: "" };
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(root: RootData, page: PageMetaInput): MetaDescriptor[] {
  const url = `${root.origin}${page.path === "/" ? "/" : page.path}`;
  const image = `${root.origin}/og-image.png`;
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: root.businessName },
    { property: "og:locale", content: "en_NZ" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data as Record<string, unknown> });
  return meta;
}
