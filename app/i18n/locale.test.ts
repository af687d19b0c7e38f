import { describe, expect, it } from "vitest";
import {
  formerEnglishPathTarget,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
  withEnglishSlugs,
} from "./locale";

describe("locale paths", () => {
  it("reads the language from the path", () => {
    expect(localeOfPath("/home")).toBe("de");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/team/2025")).toBe("en");
    expect(localeOfPath("/energy")).toBe("de");
  });

  it("moves a page between the languages and leaves files and other targets alone", () => {
    expect(localizedPath("/team/2025", "en")).toBe("/en/team/2025");
    expect(localizedPath("/en/team/2025", "en")).toBe("/en/team/2025");
    expect(localizedPath("/en/team/2025", "de")).toBe("/team/2025");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/en", "de")).toBe("/");
    expect(localizedPath("/contact?quelle=flyer#form", "en")).toBe("/en/contact?quelle=flyer#form");
    expect(localizedPath("/downloads/sponsoring.pdf", "en")).toBe("/downloads/sponsoring.pdf");
    expect(localizedPath("/api/contact", "en")).toBe("/api/contact");
    expect(localizedPath("/sitemap.xml", "en")).toBe("/sitemap.xml");
    expect(localizedPath("https://example.org/", "en")).toBe("https://example.org/");
    expect(localizedPath("mailto:a@b.example", "en")).toBe("mailto:a@b.example");
    expect(localizedPath("#inhalt", "en")).toBe("#inhalt");
    expect(unlocalizedPath("/en/home")).toBe("/home");
  });

  it("gives pages with German words in their address English ones under /en/", () => {
    const pairs = [
      ["/contact/danke", "/en/contact/thanks"],
      ["/news/danke", "/en/news/thanks"],
      ["/missionegnition/danke", "/en/missionegnition/thanks"],
      ["/newsletter/bestaetigen", "/en/newsletter/confirm"],
      ["/newsletter/abmelden", "/en/newsletter/unsubscribe"],
    ] as const;
    for (const [german, english] of pairs) {
      expect(localizedPath(german, "en")).toBe(english);
      expect(localizedPath(english, "de")).toBe(german);
      expect(localizedPath(english, "en")).toBe(english);
      expect(unlocalizedPath(english)).toBe(german);
    }
    expect(localizedPath("/newsletter/abmelden?token=abc#form", "en")).toBe(
      "/en/newsletter/unsubscribe?token=abc#form",
    );
    expect(localizedPath("/en/contact/danke", "en")).toBe("/en/contact/thanks");
    expect(localizedPath("/news/danke-an-alle", "en")).toBe("/en/news/danke-an-alle");
    expect(withEnglishSlugs("/contact/danke")).toBe("/contact/thanks");
    expect(withEnglishSlugs("/team/:year")).toBe("/team/:year");
  });

  it("names the new address of an English page's former one with German words, and no other", () => {
    expect(formerEnglishPathTarget("/en/newsletter/bestaetigen")).toBe("/en/newsletter/confirm");
    expect(formerEnglishPathTarget("/en/newsletter/abmelden")).toBe("/en/newsletter/unsubscribe");
    expect(formerEnglishPathTarget("/en/contact/danke")).toBe("/en/contact/thanks");
    expect(formerEnglishPathTarget("/en/missionegnition/danke")).toBe("/en/missionegnition/thanks");
    for (const path of [
      "/contact/danke",
      "/newsletter/abmelden",
      "/en/contact/thanks",
      "/en/contact",
      "/en/news/danke.data",
      "/en/news/danke-an-alle",
    ])
      expect(formerEnglishPathTarget(path), path).toBeUndefined();
  });
});
