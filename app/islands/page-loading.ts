import { PAGE_LOADING_ID } from "~/layout/site/page-loading-id";

/** Wait this long before showing it: a page from the cache or the CDN is usually there first. */
const SHOW_AFTER_MS = 150;

function leavesForAnotherPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // A link within this page only scrolls.
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash);
}

/**
 * "Pages load lazily, with a Loading spinner while waiting" (the product contract): a public
 * page's links load the next page whole, so the spinner shows when one is followed and the
 * next page takes a moment, and hides again if this page comes back from the browser's cache.
 */
export function showLoadingWhenLeaving() {
  const indicator = document.getElementById(PAGE_LOADING_ID);
  if (!indicator) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("click", (event) => {
    if (!leavesForAnotherPage(event)) return;
    clearTimeout(timer);
    timer = setTimeout(() => (indicator.hidden = false), SHOW_AFTER_MS);
  });
  window.addEventListener("pageshow", () => {
    clearTimeout(timer);
    indicator.hidden = true;
  });
}
