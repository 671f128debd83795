// The quote form after a first tap on a phone: a fresh Chromium page with Lighthouse's mobile
// throttling applied for real (4× slower CPU, 150 ms round trips, 1.6 Mb/s down), then one tap
// on the quote bar's button: "late", once the page has loaded, settled and fetched what it
// fetches when idle (the form's code, where it prefetches it); "early", as soon as the page has
// loaded. Timed in the page from the touch: until a dialog is on screen, and until the form's
// first field is.
import { chromium } from "playwright-core";

export interface QuoteTap {
  /** From the touch to a dialog on screen (the form, or the note that it is loading). */
  dialogMs: number;
  /** From the touch to the form's service field on screen. */
  formMs: number;
}

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export type TapWhen = "early" | "late";

export async function quoteTap(
  url: string,
  { when = "late", chromePath = process.env.CHROME_PATH || "/usr/bin/chromium" }: { when?: TapWhen; chromePath?: string } = {},
): Promise<QuoteTap> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    if (when === "late") {
      await page.waitForLoadState("networkidle");
      // The idle prefetch (app/islands/quote-opener.ts) waits for an idle moment, which may come after network idle.
      await page.waitForFunction(() => {
        const files =
          document.querySelector<HTMLScriptElement>("script[data-quote-form]")?.dataset.quoteForm?.split(" ").filter(Boolean) ?? [];
        const done = new Set(
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((r) => r.responseEnd > 0)
            .map((r) => new URL(r.name).pathname),
        );
        return files.every((file) => done.has(file));
      });
    }
    type Watched = Window & { quoteTap?: Promise<QuoteTap> };
    await page.evaluate(() => {
      (window as Watched).quoteTap = new Promise<QuoteTap>((resolve) => {
        let touched = 0;
        let dialogAt = 0;
        document.addEventListener("touchstart", () => (touched ||= performance.now()), { capture: true, once: true });
        const visible = (selector: string) => [...document.querySelectorAll(selector)].some((el) => (el as HTMLElement).checkVisibility());
        const look = () => {
          if (touched && !dialogAt && visible('[role="dialog"], dialog[open]')) dialogAt = performance.now();
          if (dialogAt && visible("#quote-service")) return resolve({ dialogMs: dialogAt - touched, formMs: performance.now() - touched });
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
    });
    await page
      .getByRole("complementary", { name: /quote or call/i })
      .getByRole("button", { name: /free quote/i })
      .tap();
    return await page.evaluate(() => (window as Watched).quoteTap!);
  } finally {
    await browser.close();
  }
}
