import axeCore from "axe-core";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { classClashes } from "./class-clashes";
import { expect } from "./expect";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, viewport = DESKTOP, options: { timezoneId?: string } = {}): Promise<PageWithErrors> {
  const context = await browser.newContext({
    viewport,
    timezoneId: options.timezoneId,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  // Chromium reports some CSP violations (eval, for one) only as DevTools issues, not on the console.
  const devtools = await context.newCDPSession(page);
  devtools.on("Audits.issueAdded", ({ issue }) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    if (csp)
      errors.push(
        `CSP violation (${csp.contentSecurityPolicyViolationType}, ${csp.violatedDirective}) at ${csp.sourceCodeLocation?.url ?? csp.blockedURL ?? "?"}`,
      );
  });
  await devtools.send("Audits.enable");
  return { context, page, errors };
}

const AXE_SOURCE = axeCore.source;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe-core's WCAG 2.1 AA rules (and best practices); returns the violations found. axe runs
 * in the page itself: @axe-core/playwright's builder opens an extra page to combine frame
 * results, which cost about 1.5 s a page, and our pages have no frames to combine.
 */
/** No axe violations, no sideways scrolling (the document is no wider than the window), and no classes that clash. */
export async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is no wider than the window`).toBeLessThanOrEqual(0);
  await expectNoClassClashes(page, what);
}

/** No element on the page carries two Tailwind classes of one kind (app/lib/cn.ts does not settle them). */
export async function expectNoClassClashes(page: Page, what: string) {
  const classLists = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? ""),
  );
  expect(classClashes(classLists), `${what}: no element's classes clash`).toEqual([]);
}

export async function axeViolations(page: Page) {
  // Colours in the middle of a transition (a button just turned from one style to another) are
  // not what anyone reads: axe looks once they have settled. Endless animations (a spinner) are
  // not waited for, and a page that never settles is still checked after two seconds.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags } })
        .then((result) =>
          result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })),
        ),
    AXE_TAGS,
  );
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/**
 * Waits until the page's script is live, so clicks reach their handlers: React Router has
 * hydrated a page with its own frame, or a public page's island script has started
 * (docs/decisions/0121).
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () =>
        ((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined ||
          document.documentElement.dataset.islands === "ready") &&
        document.readyState === "complete",
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    .catch(async (error: unknown) => {
      // Say where it stuck: a test once waited here until its own timeout, with nothing to tell why.
      const state = await page
        .evaluate(() => ({
          readyState: document.readyState,
          routeModules: (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
          islands: document.documentElement.dataset.islands ?? null,
          controlledByServiceWorker: navigator.serviceWorker?.controller?.scriptURL ?? null,
          title: document.title,
        }))
        .catch(() => "unreadable");
      throw new Error(`${page.url()} did not come to life within ${HYDRATION_TIMEOUT_MS / 1000} s: ${JSON.stringify(state)}`, {
        cause: error,
      });
    });
  await page.waitForLoadState("networkidle");
}

/** Far more than a page takes to come to life on a slow day (a few seconds), far less than a test's timeout. */
const HYDRATION_TIMEOUT_MS = 60_000;

/**
 * Holds back the requests matching `pattern` (e.g. a page's `.data` request), or only those
 * with `method`, until `release()`, so a loading state stays on screen long enough to
 * inspect; `arrived` settles when the first one comes. Requests after release go straight through.
 */
export async function holdRequests(page: Page, pattern: string, options: { method?: string } = {}) {
  let release!: () => void;
  let arrive!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const arrived = new Promise<void>((r) => (arrive = r));
  await page.route(pattern, async (route) => {
    if (!options.method || route.request().method() === options.method) {
      arrive();
      await held;
    }
    await route.continue();
  });
  return { release, arrived };
}

/**
 * Waits until every toast on the page has finished sliding and fading in: axe measures colour
 * contrast on what is painted, and a toast still at half opacity fails it for reasons of timing.
 */
export async function waitForToastsSettled(page: Page) {
  await page.locator("[data-sonner-toast]").first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (toast) =>
        toast.getAttribute("data-mounted") === "true" && getComputedStyle(toast).opacity === "1" && toast.getAnimations().length === 0,
    ),
  );
}
