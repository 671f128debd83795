import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";

/** The trades a tradie can offer and be found by: the quote form's services, without "Other". */
export const TRADE_OPTIONS: readonly string[] = SERVICE_OPTIONS.filter((s) => s !== "Other");
