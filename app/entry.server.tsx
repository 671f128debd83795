import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { hydrateAfterPaint } from "./server/hydrate-after-paint";
import { logger } from "./platform/logger.server";
import { pathForLog } from "./server/middleware/page-paths";
import { cspNonceContext } from "./platform/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
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
