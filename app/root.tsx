import { Suspense, useContext, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import { Toaster } from "./components/ui/toasts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { PageLoadingIndicator } from "./layout/site/route-loading";
import { ScrollToTop } from "./layout/site/scroll-to-top";
// Drawn at once on the server, fetched when first drawn in the browser (vite.config.ts).
import { PublicFrame, PublicFrameBehaviour } from "virtual:public-frame";
import { NotFound } from "./layout/site/not-found";
import { listAreas, listPublishedServices } from "./features/catalogue/catalogue.server";
import { IslandPageContext, type IslandPage } from "./components/island";
import { bringsOwnFrame, manifestOf } from "./layout/frame";
import { getReviewFigures } from "~/features/reviews/figures.server";
import { publicSettings } from "./features/settings/public-settings";
import { getSettings } from "./features/settings/settings.server";
import { browserNonce } from "./lib/browser-nonce";
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH_PX } from "./lib/ui-constants";
import { publicUrl } from "./platform/public-url.server";
import { retryAfterHeaders } from "./lib/form-action";
import { skipRevalidationAfterKeptTap } from "./features/crew/offline/kept-tap";

/** The site's figures wait, like the page's own data, when a tradie's tap was kept on the phone for want of signal. */
export const shouldRevalidate = skipRevalidationAfterKeptTap;

/** A page refused with a 429 (a customer's link opened too often) says when to come back, whichever boundary shows it. */
export const headers = retryAfterHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

export async function loader() {
  const [settings, services, areas, figures] = await Promise.all([getSettings(), listPublishedServices(), listAreas(), getReviewFigures()]);
  return {
    origin: publicUrl(),
    businessName: settings.businessName,
    settings: publicSettings(settings, { rating: figures.rating, reviewCount: figures.count }),
    services,
    areas: areas.map((a) => ({ name: a.name, path: a.path, suburbs: a.suburbs })),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The admin area (routes/admin/layout.tsx sets this handle) and customers' links bring their own frame.
  const handles = useMatches().map((m) => m.handle);
  const ownFrame = bringsOwnFrame(handles);
  // Set by the server entry when this public page goes out as islands (docs/decisions/0121).
  const islandPage = useContext(IslandPageContext);
  const nonce = browserNonce();
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5757" />
        <Meta />
        <Links nonce={nonce} />
        <link rel="manifest" href={manifestOf(handles)} />
      </head>
      {/* The business's hours, for the quote form's times (app/features/quote-requests/time-slots.ts). */}
      <body
        className="flex min-h-dvh flex-col"
        data-opening-hours={data && !ownFrame ? JSON.stringify(data.settings.openingHours) : undefined}
      >
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to main content
        </a>
        {ownFrame ? (
          children
        ) : (
          <Suspense>
            <PublicFrame data={data}>{children}</PublicFrame>
          </Suspense>
        )}
        {islandPage ? null : (
          <Toaster
            visibleToasts={TOAST_LIMIT}
            duration={TOAST_DURATION_MS}
            style={{ width: TOAST_WIDTH_PX }}
            // On public pages a phone's quote bar holds the bottom of the screen: toasts sit above it.
            mobileOffset={ownFrame ? undefined : { bottom: "5.5rem" }}
            richColors
            closeButton
          />
        )}
        {islandPage ? (
          <>
            <PageLoadingIndicator />
            <IslandScripts page={islandPage} />
          </>
        ) : (
          <>
            <ScrollToTop />
            {ownFrame ? null : (
              <Suspense>
                <PublicFrameBehaviour />
              </Suspense>
            )}
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * A public page's one script (app/islands/boot.ts) and what to fetch beside it. Asked for here,
 * in its own render after the page's content, once every island on the page has rendered.
 */
function IslandScripts({ page }: { page: IslandPage }) {
  const scripts = page.scripts();
  return (
    <>
      {scripts.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={scripts.boot} data-quote-form={scripts.quoteForm.join(" ")} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="container-page py-20">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">Sorry, this page could not be shown. Please try again in a moment, or call us.</p>
    </div>
  );
}
