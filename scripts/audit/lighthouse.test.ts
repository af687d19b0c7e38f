import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { lcpDetail, readRun } from "./lighthouse";

const site = "http://127.0.0.1:4340";
const table = (items: unknown[]) => ({ details: { type: "table", headings: [], items } });

/** The parts of a Lighthouse result the audit reads, as Lighthouse 12 writes them. */
const lhr = {
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    "best-practices": { score: 1 },
    seo: { score: 0.92 },
  },
  audits: {
    "first-contentful-paint": { numericValue: 1012.4 },
    "largest-contentful-paint": { numericValue: 2604.9 },
    "total-blocking-time": { numericValue: 30 },
    "cumulative-layout-shift": { numericValue: 0.0004 },
    "uses-responsive-images": {
      details: { type: "opportunity", items: [{ url: `${site}/a.avif` }] },
    },
    "network-requests": table([
      { url: `${site}/home`, resourceType: "Document", transferSize: 9000 },
      { url: `${site}/assets/carousel.js`, resourceType: "Script", transferSize: 8600 },
      { url: `${site}/assets/root.css`, resourceType: "Stylesheet", transferSize: 8500 },
      { url: `${site}/assets/font.woff2`, resourceType: "Font", transferSize: 32000 },
      { url: `${site}/assets/font.woff2`, resourceType: "Font", transferSize: 0 },
      { url: `${site}/assets/hero-824.avif`, resourceType: "Image", transferSize: 120000 },
      { url: "https://fonts.example.com/x.woff2", resourceType: "Font", transferSize: 1000 },
      { url: "data:image/svg+xml,<svg/>", resourceType: "Image", transferSize: 50 },
      { url: `${site}/manifest.webmanifest`, resourceType: "Manifest", transferSize: 400 },
    ]),
    "largest-contentful-paint-element": {
      details: {
        type: "list",
        items: [
          { type: "table", items: [{ node: { snippet: '<img src="/hero.jpg">' } }] },
          {
            type: "table",
            items: [
              { phase: "TTFB", timing: 600 },
              { phase: "Load Delay", timing: 700 },
              { phase: "Load Time", timing: 1200 },
              { phase: "Render Delay", timing: 104.9 },
            ],
          },
        ],
      },
    },
  },
} as unknown as Result;

describe("reading a Lighthouse result", () => {
  it("takes Lighthouse's scores and metrics as they are", () => {
    expect(readRun(lhr, site)).toMatchObject({
      performance: 97,
      accessibility: 100,
      seo: 92,
      fcpMs: 1012.4,
      lcpMs: 2604.9,
      tbtMs: 30,
      cls: 0.0004,
      oversizedImages: 1,
    });
  });

  it("adds up the bytes per kind, skipping data: URLs, and counts other origins", () => {
    expect(readRun(lhr, site)).toMatchObject({
      documentBytes: 9000,
      jsBytes: 8600,
      cssBytes: 8500,
      fontBytes: 33000,
      imageBytes: 120000,
      totalBytes: 179500,
      fontFiles: 2,
      thirdPartyRequests: 1,
      thirdPartyFontRequests: 1,
    });
  });

  it("reads the LCP element and its four phases in Lighthouse's order", () => {
    expect(lcpDetail(lhr)).toEqual({
      element: '<img src="/hero.jpg">',
      ttfbMs: 600,
      loadDelayMs: 700,
      loadTimeMs: 1200,
      renderDelayMs: 104.9,
    });
    expect(lcpDetail({ audits: {} } as unknown as Result)).toEqual({});
  });

  it("reports a missing metric as not measured, which fails its budget", () => {
    expect(readRun({ categories: {}, audits: {} } as unknown as Result, site).lcpMs).toBeNaN();
  });
});
