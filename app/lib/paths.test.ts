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
    expect(canonicalPath("/en/contact/danke")).toBe("/en/contact");
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
