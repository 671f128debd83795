import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { hydrateAfterPaint } from "./server/hydrate-after-paint";
import { logger } from "./platform/logger.server";
import { pathForLog } from "./server/middleware/page-paths";
import { cspNonceContext } from "./platform/request-context";
import { IslandPageContext, type IslandName, type IslandPage } from "./components/island";
import { bringsOwnFrame } from "./layout/frame";
import { islandsManifest, pageScriptsOf } from "./server/islands-manifest.server";
import { QuoteFirstStep } from "./features/quote-requests/components/quote-first-step";

export const streamTimeout = 5_000;

let quoteFirstStepHtml: string | undefined;
/** The same on every page: rendered once, not on each uncached page. */
const quoteFirstStep = () => (quoteFirstStepHtml ??= renderToStaticMarkup(<QuoteFirstStep />));

/**
 * A public page is rendered as islands (docs/decisions/0121): no router, route modules or
 * loader data go to the browser, only the islands' script. Pages with their own frame (the
 * admin area, customers' links, the tradie portal) hydrate whole, as does everything under
 * the development server, which has no islands build.
 */
function islandPageFor(routerContext: EntryContext): IslandPage | null {
  const manifest = islandsManifest();
  if (!manifest || routerContext.isSpaMode) return null;
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  if (bringsOwnFrame(handles)) return null;
  const atOnce = new Set<IslandName>();
  return {
    render(element, identifierPrefix, island) {
      if (island.load === "load") atOnce.add(island.name);
      return renderToString(element, { identifierPrefix });
    },
    scripts: () => pageScriptsOf(manifest, atOnce),
    quoteFirstStep,
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const islandPage = islandPageFor(routerContext);
  const page = (
    <IslandPageContext.Provider value={islandPage}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </IslandPageContext.Provider>
  );
  if (islandPage) {
    // The loader data the router would hydrate from: nothing in the browser reads it, and the
    // loaders' data was kept out of it (app/server/island-loader-data.ts). Left unread, the stream
    // closes itself; cancelled, its pending write failed with an error made on every page.
    routerContext.serverHandoffStream = undefined;
    // Nothing on an island page waits (no deferred data, no Suspense worth streaming): one string,
    // turned into bytes once, costs far less than streaming it in hundreds of small chunks. The
    // bytes go to Response, not the string: given a string, it first checks every character for
    // unpaired surrogates, which cost about 5 % of an uncached page (docs/decisions/0123).
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(page)}`, "utf8");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = hydrateAfterPaint();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, "error while streaming a page");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = pathForLog(new URL(request.url).pathname);
  // React Router's own 4xx answers (a post to a page without an action, an unknown path) are the client's doing.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, method: request.method, path }, "request refused");
    return;
  }
  logger.error({ err: error, path }, "error while rendering");
}
