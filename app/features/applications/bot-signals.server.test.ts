import { describe, expect, it } from "vitest";
import { applicationLooksLikeABot } from "./bot-signals.server";

const now = 1_800_000_000_000;
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

describe("applicationLooksLikeABot", () => {
  it("lets through a person who took their time", () =>
    expect(applicationLooksLikeABot(form({ website: "", formStartedAt: String(now - 60_000) }), 5000, now)).toBe(false));
  it("catches the honeypot", () =>
    expect(applicationLooksLikeABot(form({ website: "http://spam", formStartedAt: String(now - 60_000) }), 5000, now)).toBe(true));
  it("catches a form sent back too fast", () =>
    expect(applicationLooksLikeABot(form({ formStartedAt: String(now - 1000) }), 5000, now)).toBe(true));
  it.each(["", "soon", String(now + 10_000)])("treats a start time of %j as instant", (startedAt) =>
    expect(applicationLooksLikeABot(form({ formStartedAt: startedAt }), 5000, now)).toBe(true),
  );
  it("has no timing rule when the minimum is zero", () => expect(applicationLooksLikeABot(form({}), 0, now)).toBe(false));
});
