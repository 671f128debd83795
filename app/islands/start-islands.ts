import { INTENT_EVENTS } from "./intent-events";

/** Settles once the island is live. */
async function hydrate(node: HTMLElement): Promise<void> {
  const { hydrateIsland } = await import("./hydrate-island");
  await hydrateIsland(node);
}

function firstIntent(node: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const type of INTENT_EVENTS) node.removeEventListener(type, go);
      resolve();
    };
    for (const type of INTENT_EVENTS) node.addEventListener(type, go, { passive: true });
  });
}

/**
 * Someone reached the island before this script ran (on a slow phone the page is usable well
 * before its script arrives): it has focus, or a field already holds what they typed. Its intent
 * events have happened and will not come again, so it comes to life now and reads what is there.
 */
function alreadyInUse(node: HTMLElement): boolean {
  if (node.contains(document.activeElement)) return true;
  return [...node.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
    (field) => field.type !== "hidden" && field.value !== field.defaultValue,
  );
}

/**
 * A form sent before its island is live (a quick tap, or Enter in the first field) waits for
 * it, then goes through the island's own checks; should the island's code fail to load, the
 * form is sent as plain HTML, which the server checks anyway.
 */
function holdSubmitsUntil(node: HTMLElement, live: Promise<void>) {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    void live.then(
      () => form.requestSubmit(event.submitter),
      () => form.submit(),
    );
  };
  node.addEventListener("submit", hold, { capture: true });
  void live.finally(() => node.removeEventListener("submit", hold, { capture: true })).catch(() => undefined);
}

/**
 * Hydrates the page's islands: those marked "load" at once, the rest on the first sign that
 * someone is about to use them. Settles when the "load" islands are live.
 */
export async function startIslands() {
  const nodes = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const now: Promise<void>[] = [];
  for (const node of nodes) {
    const onIntent = node.dataset.islandLoad === "intent" && !alreadyInUse(node);
    const live = onIntent ? firstIntent(node).then(() => hydrate(node)) : hydrate(node);
    holdSubmitsUntil(node, live);
    if (node.dataset.islandLoad !== "intent") now.push(live);
  }
  await Promise.allSettled(now);
}
