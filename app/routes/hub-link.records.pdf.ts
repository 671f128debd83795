import { data } from "react-router";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { documentPdf, pdfResponse } from "~/features/documents/pdf.server";
import { openHubLink } from "~/features/hub/open-hub.server";
import { whatWeHold, whatWeHoldPdf } from "~/features/hub/records.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/hub-link.records.pdf";

/** "Download what we hold about you" as a PDF (docs/decisions/0196), laid out by the app's PDF workers. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  const held = await whatWeHold(db, await openHubLink(db, params.token, context.get(clientIpContext)));
  if (!held) throw data(null, { status: 404 });
  const content = whatWeHoldPdf(held, await getSettings());
  return pdfResponse(() => documentPdf(content), "what-we-hold-about-you.pdf", {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}
