import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import type { BusinessSettings } from "~/features/settings/schema";

/** The demo business is registered for GST and shows a bank account, so its invoices print in full. */
export const DEMO_SETTINGS: BusinessSettings = {
  ...DEFAULT_SETTINGS,
  gstNumber: "49-091-850",
  invoicing: { ...DEFAULT_SETTINGS.invoicing, bankAccount: "12-3140-0123456-00" },
};
