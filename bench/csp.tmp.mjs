import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
p.on("console", m => console.log("console", m.type(), m.text().slice(0,300)));
const cdp = await p.context().newCDPSession(p);
await cdp.send("Audits.enable");
cdp.on("Audits.issueAdded", e => console.log("issue", JSON.stringify(e.issue).slice(0,800)));
await p.goto("http://127.0.0.1:3999/"); await p.waitForTimeout(3000);
await b.close();
