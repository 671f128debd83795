import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { PAGE_LOADING_ID } from "./page-loading-id";

/** The spinner's place: fixed below the header, in the middle. */
const FRAME = "fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-brand-100";

/** Shown while the next page's code and data load, on a page that hydrates whole. */
export function RouteLoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className={FRAME}>
      <Spinner label="Loading" />
    </div>
  );
}

/**
 * The same spinner on a public page (islands, docs/decisions/0121), where following a link
 * loads the next page whole: hidden until the page script (app/islands/page-loading.ts) shows
 * it as the next page is asked for.
 */
export function PageLoadingIndicator() {
  return (
    <div id={PAGE_LOADING_ID} className={FRAME} hidden>
      <Spinner label="Loading" />
    </div>
  );
}
