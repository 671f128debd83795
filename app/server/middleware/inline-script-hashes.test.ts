import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script's UTF-8 text, macrons and dashes included, and skips external and empty ones", () => {
    const code = 'console.log("Kia ora – Tāmaki Makaurau")';
    const data = '{"name":"Ōrākei — Māori"}';
    const page = Buffer.from(
      `<html><head><script>${code}</script><script type="application/ld+json">${data}</script><script src="/a.js"></script><script></script></head></html>`,
    );
    expect(inlineScriptHashes(page)).toEqual([sha(code), sha(data)]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes(Buffer.from("<script>a()</script><p>ā</p><script>a()</script>"))).toEqual([sha("a()")]);
  });
});
