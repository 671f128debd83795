import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import type { Database } from "~/platform/db/database";
import { customerOfPageLink } from "~/features/customers/page-link.server";

/** The customer a hub link opens, for its page and downloads: a 429 for an address opening too many, one 404 for everything else. */
export async function openHubLink(db: Database, token: string, clientAddress: string): Promise<number> {
  await refuseTooManyLinkOpens(db, clientAddress);
  const customerId = await customerOfPageLink(db, token);
  if (customerId === null) throw data(null, { status: 404 });
  return customerId;
}
