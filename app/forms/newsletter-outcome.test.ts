import { describe, expect, it } from "vitest";
import { newsletterToken, tokenFromUrl } from "./newsletter-outcome";

const TOKEN = "abcDEF0123456789_-xyz";

describe("newsletterToken", () => {
  it("keeps a token of 20 to 100 letters, digits, _ and -", () => {
    expect(newsletterToken(TOKEN)).toBe(TOKEN);
    expect(newsletterToken("a".repeat(100))).toBe("a".repeat(100));
  });

  it("refuses anything else", () => {
    for (const value of [undefined, null, 42, [TOKEN], "short", "a".repeat(101), `${TOKEN}!`])
      expect(newsletterToken(value)).toBeUndefined();
  });

  it("reads the token of a page's address", () => {
    expect(tokenFromUrl(`https://example.org/newsletter/bestaetigen?token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromUrl("https://example.org/newsletter/bestaetigen?token=x")).toBeNull();
    expect(tokenFromUrl("https://example.org/newsletter/bestaetigen")).toBeNull();
  });
});
