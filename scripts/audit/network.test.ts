import { describe, expect, it } from "vitest";
import { classifyRequest, isOtherOrigin, summarizeRequests, type NetworkRequest } from "./network";

const site = "http://127.0.0.1:4600";

describe("classifyRequest", () => {
  it("trusts Chrome's resource type first", () => {
    expect(classifyRequest({ url: `${site}/a.js`, resourceType: "Script" })).toBe("script");
    expect(classifyRequest({ url: `${site}/x`, resourceType: "Stylesheet" })).toBe("stylesheet");
    expect(classifyRequest({ url: `${site}/f`, resourceType: "Font" })).toBe("font");
    expect(classifyRequest({ url: `${site}/i`, resourceType: "Image" })).toBe("image");
    expect(classifyRequest({ url: `${site}/home`, resourceType: "Document" })).toBe("document");
  });
  it("falls back to the MIME type, then the file name", () => {
    expect(
      classifyRequest({ url: `${site}/x`, resourceType: "Other", mimeType: "text/javascript" }),
    ).toBe("script");
    expect(
      classifyRequest({ url: `${site}/x`, resourceType: "Other", mimeType: "font/woff2" }),
    ).toBe("font");
    expect(classifyRequest({ url: `${site}/favicon.svg`, resourceType: "Other" })).toBe("image");
    expect(classifyRequest({ url: `${site}/a.css?v=1` })).toBe("stylesheet");
    expect(
      classifyRequest({
        url: `${site}/__manifest?p=1`,
        resourceType: "Fetch",
        mimeType: "application/json",
      }),
    ).toBe("other");
  });
});

describe("isOtherOrigin", () => {
  it("compares scheme, host and port", () => {
    expect(isOtherOrigin(`${site}/x`, site)).toBe(false);
    expect(isOtherOrigin("http://127.0.0.1:4601/x", site)).toBe(true);
    expect(isOtherOrigin("https://fonts.gstatic.com/s/inter.woff2", site)).toBe(true);
  });
  it("ignores data: and blob: URLs", () => {
    expect(isOtherOrigin("data:image/svg+xml,<svg/>", site)).toBe(false);
    expect(isOtherOrigin("blob:http://127.0.0.1:4600/1", site)).toBe(false);
  });
});

describe("summarizeRequests", () => {
  const requests: NetworkRequest[] = [
    { url: `${site}/home`, resourceType: "Document", transferSize: 7000 },
    { url: `${site}/assets/entry.js`, resourceType: "Script", transferSize: 60000 },
    { url: `${site}/assets/chunk.js`, resourceType: "Script", transferSize: 40000 },
    { url: `${site}/assets/root.css`, resourceType: "Stylesheet", transferSize: 2000 },
    { url: `${site}/assets/inter.woff2`, resourceType: "Font", transferSize: 48000 },
    { url: "https://fonts.gstatic.com/x.woff2", resourceType: "Font", transferSize: 20000 },
    { url: `${site}/images/hero.svg`, resourceType: "Image", transferSize: 1100 },
    { url: "data:image/png;base64,AAAA", resourceType: "Image", transferSize: 0 },
    {
      url: "https://www.youtube-nocookie.com/embed/x",
      resourceType: "Document",
      transferSize: 9000,
    },
    { url: `${site}/__manifest?paths=%2Fhome`, resourceType: "Fetch", transferSize: 900 },
  ];
  const summary = summarizeRequests(requests, site);

  it("adds up the transferred bytes per kind", () => {
    expect(summary.bytes).toEqual({
      document: 16000,
      script: 100000,
      stylesheet: 2000,
      font: 68000,
      image: 1100,
      other: 900,
    });
    expect(summary.totalBytes).toBe(188000);
  });
  it("counts network requests and distinct font files, not data: URLs", () => {
    expect(summary.requests).toBe(9);
    expect(summary.fontFiles).toBe(2);
  });
  it("lists the requests to other origins, fonts separately", () => {
    expect(summary.thirdPartyUrls).toEqual([
      "https://fonts.gstatic.com/x.woff2",
      "https://www.youtube-nocookie.com/embed/x",
    ]);
    expect(summary.thirdPartyFontUrls).toEqual(["https://fonts.gstatic.com/x.woff2"]);
  });
  it("treats a missing transfer size as 0", () => {
    expect(
      summarizeRequests([{ url: `${site}/a.js`, resourceType: "Script" }], site).bytes.script,
    ).toBe(0);
  });
});
