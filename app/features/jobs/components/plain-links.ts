import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * The schedule draws thousands of links; a React Router Link each costs the week's page a lot to
 * render, so they are plain `<a data-plain-link>` and the list they sit in follows their clicks
 * in the app, as a Link would, unless the person asked for a new tab or window.
 */
export function useFollowPlainLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-plain-link]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute("href")!);
  };
}
