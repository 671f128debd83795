import { expect as playwrightExpect } from "@playwright/test";

/*
 * Playwright Test's expect, counting the assertions made, for the run's summary: Playwright
 * reports tests, not assertions. tests/e2e/fixtures.ts reads and resets the count around each test.
 */
let made = 0;

/** The assertions made since the last call. */
export function takeAssertionCount(): number {
  const count = made;
  made = 0;
  return count;
}

const COUNTED_MEMBERS = new Set<PropertyKey>(["poll", "soft"]);

export const expect = new Proxy(playwrightExpect, {
  apply(target, thisArg, args: Parameters<typeof playwrightExpect>) {
    made++;
    return Reflect.apply(target, thisArg, args);
  },
  get(target, property, receiver) {
    const member = Reflect.get(target, property, receiver);
    if (!COUNTED_MEMBERS.has(property) || typeof member !== "function") return member;
    return (...args: unknown[]) => {
      made++;
      return Reflect.apply(member, target, args);
    };
  },
}) as typeof playwrightExpect;
