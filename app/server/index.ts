import type { Server } from "node:http";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createRequestHandler, RouterContextProvider } from "react-router";
import type { Context } from "hono";
import * as build from "virtual:react-router/server-build";
import { createHonoServer } from "react-router-hono-server/node";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { startBackgroundWork } from "./background.server";
import { syncContentAcrossInstances } from "./content-sync.server";
import { apiRoutes } from "./api";
import { getConfig } from "../platform/config.server";
import { logger } from "../platform/logger.server";
import { FORM_MAX_BYTES } from "~/lib/request-body";
import { privatePageHeaders, privatePageWrites } from "./middleware/admin-pages";
import { isPrivatePath, pathForLog } from "./middleware/page-paths";
import { canonicalPaths } from "./middleware/canonical-path";
import { requestBodyGuard } from "./middleware/request-body";
import { clientIp, type ClientIpVariables } from "./middleware/client-ip";
import { immutableAssets } from "./middleware/asset-cache";
import { publicHtml } from "./middleware/public-html";
import { requestLog } from "./middleware/request-log";
import { countRequestsInFlight } from "./middleware/requests-in-flight";
import { securityHeaders, type SecurityVariables } from "./middleware/security-headers";
import { apiPatterns, pagePatterns, routeFor } from "./route-table";
import { cspNonceContext } from "../platform/request-context";
import { installGracefulShutdown } from "./shutdown.server";
import { purgeCdnOnContentChange } from "./cdn-purge.server";
import { REQUEST_PHOTOS_API } from "./api/request-photos";
import { STRIPE_WEBHOOK_API } from "./api/payments";
import { startApplication, stopStartup } from "./startup.server";
import { islandDocumentContext, isDocumentPath, withIslandLoaderData } from "./island-loader-data";
import { islandsManifest } from "./islands-manifest.server";
import { stopPdfWorkers } from "~/features/documents/pdf.server";

const config = getConfig();
/** Every page's path pattern, from React Router's route table. */
const PAGES = pagePatterns(build.routes);
/** The pages whose form may carry a photo: their route modules say so with `handle.takesUploads`. */
const UPLOAD_PAGES = pagePatterns(
  build.routes,
  (route) => (route?.module.handle as { takesUploads?: boolean } | undefined)?.takesUploads === true,
);
const database = await startApplication(config).catch(stopStartup);
const stopBackgroundWork = startBackgroundWork(config, database);
const stopContentSync = await syncContentAcrossInstances(database);
const stopCdnPurge = purgeCdnOnContentChange(config.publicPages.cdnPurge);

type AppEnv = { Variables: SecurityVariables & ClientIpVariables };

/** Public pages go out as islands in production, where the islands build is (docs/decisions/0121). */
const ISLANDS = config.isProduction && islandsManifest() !== null;

/** What every loader and action gets: the page's CSP nonce, the client's address, and whether the page goes out as islands. */
function loadContext(c: Context<AppEnv>) {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, c.get("cspNonce")() ?? "");
  context.set(clientIpContext, c.get("clientIp"));
  context.set(islandDocumentContext, ISLANDS && isDocumentPath(c.req.path) && !isPrivatePath(c.req.path));
  return context;
}

export default await createHonoServer<AppEnv>({
  port: config.port,
  hostname: config.host,
  defaultLogger: false,
  serveStaticOptions: { clientAssets: { precompressed: true }, publicAssets: { precompressed: true } },
  beforeAll(app) {
    app.use(requestLog);
    app.use(countRequestsInFlight);
    app.use(securityHeaders({ production: config.isProduction, paymentPage: config.stripe?.checkoutOrigin }));
    app.use(canonicalPaths(() => [...PAGES, ...apiPatterns(app.routes)]));
    app.use(clientIp(config.trustedProxies));
    app.use(
      requestBodyGuard({
        maxBytes: FORM_MAX_BYTES,
        uploadMaxBytes: config.uploads.maxBytes + FORM_MAX_BYTES,
        // Stripe's webhook too: a dispute's event carries the evidence sent, which can pass 64 KB.
        takesUploads: (path) =>
          path === REQUEST_PHOTOS_API || path === STRIPE_WEBHOOK_API || UPLOAD_PAGES.includes(routeFor(PAGES, path) ?? ""),
      }),
    );
    app.use(compress());
    app.use(immutableAssets);
    // Inside compress(): it reads the page whole to hash its scripts, and serves its own gzipped copies.
    const { sharedMaxAgeSeconds, staleWhileRevalidateSeconds } = config.publicPages;
    app.use(
      publicHtml({ production: config.isProduction, ttlMs: 5_000, maxEntries: 500, sharedMaxAgeSeconds, staleWhileRevalidateSeconds }),
    );
  },
  configure(app) {
    // Every private area by its route, its data requests (/crew.data) included: page-paths.ts.
    app.use(privatePageWrites(config.publicUrl));
    app.use(privatePageHeaders);
    app.route("/api", apiRoutes(config));
    app.onError((error, c) => {
      // A refusal of the client's request is the client's doing: a warning, not an error.
      if (error instanceof HTTPException && error.status < 500) {
        logger.warn({ status: error.status, path: pathForLog(c.req.path) }, "request refused");
        return error.getResponse();
      }
      logger.error({ err: error, path: pathForLog(c.req.path) }, "unhandled error");
      return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
    });
    // react-router-hono-server makes React Router's request handler afresh for each request,
    // which rebuilds the route table every time (2 to 4 ms a page on two cores). In production
    // one handler, made once, answers every page before it (docs/decisions/0119); in
    // development the library's stays, so edited routes are picked up.
    if (config.isProduction) {
      const handlePage = createRequestHandler(withIslandLoaderData(build), "production");
      app.all("*", (c) => handlePage(c.req.raw, loadContext(c)));
    }
  },
  getLoadContext: loadContext,
  listeningListener(info) {
    logger.info({ port: info.port, url: config.publicUrl }, "listening");
  },
  onServe(server) {
    installGracefulShutdown(server as Server, database, [...stopBackgroundWork, stopContentSync, stopCdnPurge, stopPdfWorkers]);
  },
});
