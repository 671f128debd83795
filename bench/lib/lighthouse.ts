// Lighthouse (mobile: its default emulation and simulated throttling) in a fresh Chromium
// per run. Scores move by about ±4 points between runs, so each page is measured several
// times and every figure is the median of those runs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread time spent on scripts (the bootup-time audit). */
  scriptMs: number;
  cls: number;
  /** Bytes over the wire (compressed) of every script the first load fetched. */
  firstLoadJsBytes: number;
}

export interface PageAudit {
  scores: PageScores;
  /** The run whose performance score is the median, kept for diagnosis. */
  medianRun: Result;
}

// Lighthouse itself says to run again when it loses its trace (NO_NAVSTART and the like),
// which happens now and then on a busy machine.
const ATTEMPTS = 3;

async function runOnce(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runInFreshChrome(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(`  Lighthouse run failed (${(error as Error).message}); trying again\n`);
    }
  }
}

async function runInFreshChrome(url: string): Promise<Result> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), "hpm-lighthouse-"));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "error",
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

function categoryScore(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  if (score == null) throw new Error(`Lighthouse category ${id} has no score`);
  return Math.round(score * 100);
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value == null) throw new Error(`Lighthouse audit ${id} has no value`);
  return value;
}

function scriptTransferBytes(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error("Lighthouse network-requests audit has no table");
  return details.items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0);
}

function scoresOf(lhr: Result): PageScores {
  return {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    lcpMs: numericAudit(lhr, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr, "total-blocking-time"),
    scriptMs: numericAudit(lhr, "bootup-time"),
    cls: numericAudit(lhr, "cumulative-layout-shift"),
    firstLoadJsBytes: scriptTransferBytes(lhr),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function auditPage(url: string, runs: number): Promise<PageAudit> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  const all = results.map(scoresOf);
  const pick = (key: keyof PageScores) => median(all.map((s) => s[key]));
  const scores: PageScores = {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    scriptMs: pick("scriptMs"),
    cls: pick("cls"),
    firstLoadJsBytes: pick("firstLoadJsBytes"),
  };
  const byPerformance = results.map((lhr, i) => ({ lhr, score: all[i].performance })).sort((a, b) => a.score - b.score);
  return { scores, medianRun: byPerformance[Math.floor(byPerformance.length / 2)].lhr };
}

/** Audits that cost points in a category (score below 0.9), worst first, for a diagnosis. */
export function weakAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0 || categoryId === "performance")
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "notApplicable",
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}
