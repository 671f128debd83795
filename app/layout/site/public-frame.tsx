import { useContext, useEffect, type ComponentProps, type ReactNode } from "react";
import { IslandPageContext } from "~/components/island";
import { QUOTE_FIRST_STEP_TEMPLATE_ID } from "~/features/quote-requests/first-step-markers";
import { businessJsonLd } from "~/features/settings/structured-data";
import { jsonLdText } from "~/lib/structured-data";
import { listenForQuoteRequests } from "~/islands/quote-opener";
import { QuoteBar } from "./quote-bar";
import { RememberVisit } from "./remember-visit";
import { RouteLoadingIndicator } from "./route-loading";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type PublicFrameData = ComponentProps<typeof SiteFooter> & { settings: Parameters<typeof businessJsonLd>[0]; origin: string };

/** The public site's header, footer and phone quote bar around a page's content. */
export function PublicFrame({ data, children }: { data: PublicFrameData | undefined; children: ReactNode }) {
  // Islands only: a page that hydrates whole (the development server) opens the form itself.
  const islands = useContext(IslandPageContext);
  return (
    <>
      {data ? (
        <SiteHeader
          businessName={data.settings.businessName}
          phone={data.settings.phone}
          email={data.settings.email}
          emergencyPhone={data.settings.emergencyPhone}
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {data ? <SiteFooter settings={data.settings} services={data.services} areas={data.areas} /> : null}
      {data ? <QuoteBar phone={data.settings.phone} /> : null}
      {islands ? <template id={QUOTE_FIRST_STEP_TEMPLATE_ID} dangerouslySetInnerHTML={{ __html: islands.quoteFirstStep() }} /> : null}
      {/* The business for search engines: only public pages describe it (the rest are noindex). */}
      {data ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(businessJsonLd(data.settings, data.origin)) }} />
      ) : null}
    </>
  );
}

/** What a public page that hydrates whole (the development server) runs beside its frame. */
export function PublicFrameBehaviour() {
  useEffect(() => listenForQuoteRequests(), []);
  return (
    <>
      <RouteLoadingIndicator />
      <RememberVisit />
    </>
  );
}
