import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
const url = process.argv[2];
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--no-first-run"], logLevel: "error" });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
chrome.kill();
const a = r.lhr.audits;
fs.writeFileSync("/tmp/lhr.json", JSON.stringify(r.lhr));
console.log("perf", r.lhr.categories.performance.score, "FCP", a["first-contentful-paint"].numericValue, "LCP", a["largest-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "SI", a["speed-index"].numericValue);
for (const id of ["render-blocking-insight","network-dependency-tree-insight","lcp-breakdown-insight","unused-javascript"]) { const x=a[id]; if(!x) continue; console.log("==",id,x.displayValue||"", JSON.stringify(x.details?.items?.slice?.(0,8) ?? x.details, null, 0).slice(0,2500)); }
