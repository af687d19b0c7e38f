import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  canonicalRedirect,
  decodedPath,
  encodePath,
  formerEnglishRedirect,
} from "./canonical-url";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/home", "/home"],
    ["/HOME", "/home"],
    ["/team/", "/team"],
    ["//team//2025//", "/team/2025"],
    ["/a/./b/../c", "/a/c"],
    ["/../..", "/"],
    ["/\\evil.example", "/evil.example"],
    ["/garage/EGN25", "/garage/egn25"],
    ["/en/Team/2025", "/en/team/2025"],
    ["/assets/App-1234.js", "/assets/App-1234.js"],
    ["/assets/Folder", "/assets/Folder"],
    ["/downloads/Satzung.PDF", "/downloads/Satzung.PDF"],
    ["/Downloads/Satzung.PDF/", "/Downloads/Satzung.PDF"],
  ])("%j → %j", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

describe("canonicalRedirect", () => {
  it.each([
    ["/home", undefined],
    ["/home?quelle=flyer", undefined],
    ["/home/?a=1&b=%2F", "/home?a=1&b=%2F"],
    ["/home%2f", "/home"],
    ["/%2f", "/"],
    ["/a%2F", "/a"],
    ["/a%2Fb", undefined],
    ["/%ZZ", undefined],
    ["/%3F/", "/%3F"],
    ["/a%23b/", "/a%23b"],
    ["/%C3%84", "/%C3%A4"],
    ["/en/newsletter/abmelden?token=abc&lang=en", "/en/newsletter/unsubscribe?token=abc&lang=en"],
    ["/en/Newsletter/Bestaetigen/?token=abc", "/en/newsletter/confirm?token=abc"],
    ["/en/contact/danke", "/en/contact/thanks"],
    ["/contact/danke", undefined],
    ["/en/contact/thanks", undefined],
  ])("%j → %j", (url, expected) => {
    expect(canonicalRedirect(url)).toBe(expected);
  });
});

describe("formerEnglishRedirect (any method)", () => {
  it.each([
    ["/en/newsletter/abmelden?token=abc", "/en/newsletter/unsubscribe?token=abc"],
    ["/en/contact/danke/", "/en/contact/thanks"],
    ["/en/contact/", undefined],
    ["/en/newsletter/unsubscribe?token=abc", undefined],
    ["/newsletter/abmelden?token=abc", undefined],
    ["/%ZZ", undefined],
  ])("%j → %j", (url, expected) => {
    expect(formerEnglishRedirect(url)).toBe(expected);
  });

  it("sends every path, however odd, to an address that is canonical (no loops)", () => {
    const parts = [
      "",
      ".",
      "..",
      "%2e",
      "%2F",
      "%5C",
      "\\",
      "A",
      "ä",
      "%C3%84",
      "İ",
      "ẞ",
      "%3F",
      "%23",
      "%25",
      "x.PDF",
      "%00",
      "%20",
      "assets",
    ];
    for (const a of parts)
      for (const b of parts)
        for (const c of parts) {
          const url = `/${a}/${b}${c}`;
          const target = canonicalRedirect(url);
          if (target === undefined) continue;
          expect(target, url).not.toBe(url);
          expect(target, url).toMatch(/^\/(?![/\\])/);
          expect(canonicalRedirect(target), `${url} → ${target}`).toBeUndefined();
          expect(decodedPath(encodePath(decodedPath(target)!))).toBe(decodedPath(target));
        }
  });
});
