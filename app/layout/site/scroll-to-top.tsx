import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every route change starts at the top of the new page. Not the page the document loaded
 * with: the browser placed it already, and the reader may have scrolled and be tapping
 * before it hydrates; a jump to the top then moves the button from under their finger
 * between press and release, and the tap is lost (docs/decisions/0222).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
