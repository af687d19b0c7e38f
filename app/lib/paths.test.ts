import { describe, expect, it } from "vitest";
import { readContentDir } from "~/content/read-content-dir";
import {
  alternatePaths,
  canonicalPath,
  donationPath,
  pagePaths,
  prerenderPaths,
  sitemapPaths,
} from "./paths";

describe("canonicalPath", () => {
  it("maps aliases and thank-you pages to the page search engines should list", () => {
    expect(canonicalPath("/team/egn25")).toBe("/team/2025");
    expect(canonicalPath("/foerderverein")).toBe("/supporters/alumniverein");
    expect(canonicalPath("/contact/danke")).toBe("/contact");
    expect(canonicalPath("/missionegnition/danke")).toBe("/missionegnition");
    expect(canonicalPath("/team/2025")).toBe("/team/2025");
    expect(canonicalPath("/en/team/egn25")).toBe("/en/team/2025");
    expect(canonicalPath("/en/contact/thanks")).toBe("/en/contact");
    expect(canonicalPath("/en/missionegnition/thanks")).toBe("/en/missionegnition");
    expect(canonicalPath("/en/newsletter/unsubscribe")).toBe("/en/newsletter/unsubscribe");
  });
});

describe("alternatePaths", () => {
  it("names the page in both languages, German as the default", () => {
    const expected = [
      { hreflang: "de", path: "/team/2025" },
      { hreflang: "en", path: "/en/team/2025" },
      { hreflang: "x-default", path: "/team/2025" },
    ];
    expect(alternatePaths("/team/egn25")).toEqual(expected);
    expect(alternatePaths("/en/team/2025")).toEqual(expected);
  });

  it("names the English page by its English address where the German one has German words", () => {
    const expected = [
      { hreflang: "de", path: "/newsletter/bestaetigen" },
      { hreflang: "en", path: "/en/newsletter/confirm" },
      { hreflang: "x-default", path: "/newsletter/bestaetigen" },
    ];
    expect(alternatePaths("/newsletter/bestaetigen")).toEqual(expected);
    expect(alternatePaths("/en/newsletter/confirm")).toEqual(expected);
    expect(alternatePaths("/en/contact/thanks").map((a) => a.path)).toEqual([
      "/contact",
      "/en/contact",
      "/contact",
    ]);
  });
});

describe("sitemapPaths", () => {
  const content = readContentDir(".");

  it("lists every page once, under its canonical address", () => {
    const listed = sitemapPaths(content);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(pagePaths(content).map(canonicalPath))).toEqual(new Set(listed));
    expect(listed).toContain(donationPath(content.site.productName));
    expect(listed.some((path) => path.endsWith("/danke") || path === "/team/egn25")).toBe(false);
  });

  it("lists the English pages under /en/, the same pages as in German", () => {
    const german = sitemapPaths(content);
    expect(sitemapPaths(content, "en")).toEqual(german.map((path) => `/en${path}`));
  });

  it("prerenders the English thank-you pages at their English addresses only", () => {
    const english = pagePaths(content, "en");
    const donation = donationPath(content.site.productName);
    for (const page of ["/contact", "/news", donation]) {
      expect(english).toContain(`/en${page}/thanks`);
      expect(prerenderPaths(content)).not.toContain(`/en${page}/danke`);
    }
    expect(english.some((path) => /\/(danke|bestaetigen|abmelden)$/.test(path))).toBe(false);
  });
});

describe("news posts", () => {
  const content = readContentDir(".");

  it("are prerendered and listed in the sitemap in both languages, with a feed per language", () => {
    const prerendered = prerenderPaths(content);
    for (const post of content.news) {
      expect(sitemapPaths(content)).toContain(`/news/${post.slug}`);
      expect(sitemapPaths(content, "en")).toContain(`/en/news/${post.slug}`);
    }
    expect(prerendered).toContain("/news/feed.xml");
    expect(prerendered).toContain("/en/news/feed.xml");
  });
});
