import { requireStaff } from "~/features/auth/guard.server";
import { getSettings } from "~/features/settings/settings.server";
import { boardStamp, tagMatches, todayBoard } from "~/features/today/today.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/dashboard.stamp";

/**
 * Today's tag for an open Today page to poll (docs/decisions/0189): 304 with no body while the
 * tag it already has is still true, else the new tag; the page reloads its data only then.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin.enter");
  const etag = boardStamp(await todayBoard(getDb(), await getSettings()));
  if (tagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { etag } });
  return Response.json({ etag }, { headers: { etag } });
}
