import type { Page } from "@playwright/test";
import { postForm } from "./auth";
import { expect } from "./expect";

/** A sign-in link made on the tradie's admin page (shown once), as the office hands one to a tradie. */
export async function portalLinkPath(baseUrl: string, staffCookie: string, tradieId: number): Promise<string> {
  const page = await (await postForm(baseUrl, `/admin/tradies/${tradieId}`, { intent: "portal-link" }, staffCookie)).text();
  const link = /\/crew\/link\/[A-Za-z0-9_-]{43}/.exec(page)?.[0];
  if (!link) throw new Error("no link on the tradie's page");
  return link;
}

/** The customer draws a signature on the visit's pad with the pointer: a curve across it. */
export async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++)
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 20), box.y + box.height * (0.7 - 0.4 * Math.sin(i / 3)));
  await page.mouse.up();
  await expect(pad).toHaveAttribute("aria-label", "Signature drawn");
}
