import { describe, expect, it } from "vitest";
import { jsonLdText } from "./structured-data";

describe("jsonLdText", () => {
  it("cannot close its script tag", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
