import { listAreas } from "~/features/catalogue/catalogue.server";
import { TRADE_OPTIONS } from "~/features/tradies/trades";
import type { ApplicationChoices } from "./schema";

/** The trades and the areas (with their suburbs) an application may name. */
export async function applicationChoices(): Promise<ApplicationChoices> {
  const areas = await listAreas();
  return { trades: TRADE_OPTIONS, areas: areas.map((a) => ({ name: a.name, suburbs: a.suburbs })) };
}
