import { clientIpContext } from "~/features/auth/client-ip-context";
import { hubPhotoResponse } from "~/features/hub/photos.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/hub-link.photo";

/** A photo from the customer's own jobs, shown on their hub (docs/decisions/0197): only through their link, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return hubPhotoResponse(getDb(), params.token, params.photo, params.file, context.get(clientIpContext));
}
