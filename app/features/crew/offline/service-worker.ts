/// <reference lib="webworker" />
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, NetworkOnly, Route, Serwist } from "serwist";
import { forgetPages, keepPages, signedInTradie, switchTradie } from "./worker-caches";
import { broadcastOutbox, dismissRefused, keepPagePost, keepTap, sendWaiting } from "./worker-outbox";
import { CREW_CACHES, isKeptCrewPage, isSyncPath, KEEP_SECONDS, type PageMessage } from "./protocol";

/*
 * The tradie portal's service worker (docs/decisions/0228), built apart (vite.crew-sw.config.ts)
 * to /crew-sw.js and registered for /crew only. It keeps the app's files, the tradie's list and
 * the next 7 days of their visits for use without signal, and keeps taps made without signal to
 * send in order when it returns. It never keeps a customer's link, an admin page or a sign-in link.
 */
declare const self: ServiceWorkerGlobalScope;
/** The app's files for the crew pages, listed at build time (vite.crew-sw.config.ts); their names carry their hashes. */
declare const __CREW_FILES__: string[];

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A page answered after a redirect is the sign-in page, not the one asked for: never kept under the asked-for address. */
const notRedirected = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.redirected ? null : response) };

const serwist = new Serwist({
  precacheEntries: __CREW_FILES__.map((url) => ({ url, revision: null })),
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => request.method === "GET" && sameOrigin(url) && isKeptCrewPage(url.pathname),
      handler: new NetworkFirst({
        cacheName: CREW_CACHES.pages,
        networkTimeoutSeconds: 6,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          notRedirected,
          new ExpirationPlugin({ maxAgeSeconds: KEEP_SECONDS, maxEntries: 100 }),
        ],
      }),
    },
    {
      matcher: ({ url, request }) => request.method === "GET" && sameOrigin(url) && url.pathname.startsWith("/api/photos/"),
      handler: new CacheFirst({
        cacheName: CREW_CACHES.photos,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxAgeSeconds: KEEP_SECONDS, maxEntries: 300 })],
      }),
    },
    {
      // The build's files carry their content's hash in their names: one kept copy is always right.
      matcher: ({ url, request }) => request.method === "GET" && sameOrigin(url) && url.pathname.startsWith("/assets/"),
      handler: new CacheFirst({
        cacheName: CREW_CACHES.assets,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })],
      }),
    },
    {
      // Any other portal page without signal: the catch handler's plain page, not the browser's.
      matcher: ({ url, request }) => request.mode === "navigate" && sameOrigin(url) && url.pathname.startsWith("/crew"),
      handler: new NetworkOnly(),
    },
  ],
});

// A tap sent from a visit's page: straight on when nothing is waiting and there is signal, else kept in order.
serwist.registerRoute(
  new Route(
    ({ url, request }) => request.method === "POST" && sameOrigin(url) && isSyncPath(url.pathname),
    ({ request }) => keepTap(request),
    "POST",
  ),
);

// The same tap as a plain form post, from a page whose script has not come to life yet.
serwist.registerRoute(
  new Route(
    ({ url, request }) => request.method === "POST" && sameOrigin(url) && /^\/crew\/visits\/\d+$/.test(url.pathname),
    ({ request }) => keepPagePost(request),
    "POST",
  ),
);

// React Router asks which routes the links on a page lead to; the crew pages already know theirs, so without signal: none new.
serwist.registerRoute(
  new Route(
    ({ url, request }) => request.method === "GET" && sameOrigin(url) && url.pathname === "/__manifest",
    ({ request }) => fetch(request).catch(() => Response.json({})),
  ),
);

// Signing out wipes the tradie's pages and photos from the phone before the server hears of it, signal or not.
serwist.registerRoute(
  new Route(
    ({ url, request }) => request.method === "POST" && sameOrigin(url) && /^\/crew\/sign-out(\.data)?$/.test(url.pathname),
    async ({ request }) => {
      await forgetPages();
      return fetch(request);
    },
    "POST",
  ),
);

// A page that was never kept, asked for without signal: say so plainly, with the way back to the list.
serwist.setCatchHandler(async ({ request }) => {
  if (request.destination !== "document") return Response.error();
  return new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
});

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  if (!message || typeof message !== "object") return;
  const work = (async () => {
    if (message.type === "HELLO") {
      await switchTradie(message.tradieId);
      await keepPages(serwist, message.keep, event);
      await sendWaiting().catch(() => undefined);
    } else if (message.type === "SEND_NOW") await sendWaiting().catch(() => undefined);
    else if (message.type === "DISMISS") await dismissRefused(message.id);
    await broadcastOutbox(await signedInTradie());
  })();
  event.waitUntil(work);
});

serwist.addEventListeners();

const OFFLINE_PAGE = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>No signal · My jobs</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#0f172a;background:#f8fafc;line-height:1.5}main{max-width:32rem;margin:auto}a{color:#0b5757;font-weight:600}</style></head><body><main><h1>No signal</h1><p>This page was not kept on your phone, so it needs a connection. Your jobs for the next 7 days are kept.</p><p><a href="/crew">Back to my jobs</a></p></main></body></html>`;
