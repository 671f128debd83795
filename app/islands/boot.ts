import { rememberVisit } from "~/lib/attribution-cookie.client";
import { coverDialogCommands } from "./dialog-commands";
import { showLoadingWhenLeaving } from "./page-loading";
import { listenForQuoteRequests } from "./quote-opener";
import { startIslands } from "./start-islands";

/**
 * The one script every public page loads (docs/decisions/0121): a few kilobytes that note the
 * visit, make the quote buttons and dialogs work, and hydrate the page's islands. React and the
 * quote form load only when someone is about to use them.
 */
rememberVisit();
coverDialogCommands();
listenForQuoteRequests();
showLoadingWhenLeaving();
void startIslands().finally(() => (document.documentElement.dataset.islands = "ready"));
