import { Link } from "react-router";

/** "Previous page · Page 2 of 5 · Next page" under a numbered admin list; nothing when it fits one page. */
export function PageLinks({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-semibold text-brand-700 underline">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="font-semibold text-brand-700 underline">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
