import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, unlocalizedPath } from "./locale";

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
    expect(localizedPath("/contact?fehler=name#form", "en")).toBe("/en/contact?fehler=name#form");
    expect(localizedPath("/downloads/sponsoring.pdf", "en")).toBe("/downloads/sponsoring.pdf");
    expect(localizedPath("/api/contact", "en")).toBe("/api/contact");
    expect(localizedPath("/sitemap.xml", "en")).toBe("/sitemap.xml");
    expect(localizedPath("https://example.org/", "en")).toBe("https://example.org/");
    expect(localizedPath("mailto:a@b.example", "en")).toBe("mailto:a@b.example");
    expect(localizedPath("#inhalt", "en")).toBe("#inhalt");
    expect(unlocalizedPath("/en/home")).toBe("/home");
  });
});
