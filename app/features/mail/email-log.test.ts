import { describe, expect, it } from "vitest";
import { linksIn, withoutSignInLinks } from "./email-log";

const QUOTE = "https://www.example.co.nz/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const CREW = "https://www.example.co.nz/crew/link/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB?to=%2Fcrew%2Fvisits%2F5";
const RESET = "https://www.example.co.nz/admin/reset-password?token=CCCC";

describe("the links in an email's text", () => {
  it("are listed once each, in order, named by what they open, with trailing punctuation left off", () => {
    const text = `Your quote: ${QUOTE}.\nOpen it again: ${QUOTE}\nTradie: ${CREW}, and ${RESET}\nhttps://www.example.co.nz/privacy`;
    expect(linksIn(text)).toEqual([
      { url: QUOTE, label: "Link to the quote", signsIn: false },
      { url: CREW, label: "The tradie's sign-in link", signsIn: true },
      { url: RESET, label: "Link to set a password", signsIn: true },
      { url: "https://www.example.co.nz/privacy", label: "Link", signsIn: false },
    ]);
  });

  it("leave out sign-in links for those who may not hold them, and keep the rest", () => {
    const text = `Quote ${QUOTE}\nSign in ${CREW}\nAgain ${CREW}`;
    const shown = withoutSignInLinks(text, linksIn(text));
    expect(shown).toContain(QUOTE);
    expect(shown).not.toContain("/crew/link/");
    expect(shown.match(/shown to administrators/g)).toHaveLength(2);
  });
});
