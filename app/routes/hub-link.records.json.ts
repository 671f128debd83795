import { data } from "react-router";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { openHubLink } from "~/features/hub/open-hub.server";
import { whatWeHold } from "~/features/hub/records.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/hub-link.records.json";

/** "Download what we hold about you" as JSON (docs/decisions/0196): a GET that only reads, private like the hub. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb();
  const held = await whatWeHold(db, await openHubLink(db, params.token, context.get(clientIpContext)));
  if (!held) throw data(null, { status: 404 });
  return new Response(JSON.stringify(held, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="what-we-hold-about-you.json"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
