/** A public list's pages, newest first: links to newer and older pages around "Page 2 of 7"; nothing when there is one page. */
export function OlderNewerNav({
  label,
  page,
  pages,
  href,
  newer,
  older,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  newer: string;
  older: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <a href={href(page - 1)} className="font-semibold text-brand-700 underline" rel="prev">
          {newer}
        </a>
      ) : null}
      <span className="text-sm text-muted">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <a href={href(page + 1)} className="font-semibold text-brand-700 underline" rel="next">
          {older}
        </a>
      ) : null}
    </nav>
  );
}

/** A public list's address for a page, with its filters; empty filters and the first page stay out of it. */
export function pagedHref(path: string, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
