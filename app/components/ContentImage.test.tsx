// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import type { Image } from "~/images/image";
import { ContentImage } from "./ContentImage";

const HERO: Image = {
  src: "/assets/images/hero-1a2b-2560.jpg",
  alt: "Der Rennwagen auf der Strecke",
  width: 2560,
  height: 1707,
  variants: {
    base: "/assets/images/hero-1a2b",
    widths: [320, 640, 728, 1280, 2560],
    fallback: "jpg",
  },
};

/** A page with the image, as the server renders it (React hoists preloads into the head). */
function page(priority: boolean): Document {
  const html = renderToString(
    <html>
      <head />
      <body>
        <ContentImage image={HERO} place="hero" priority={priority} />
      </body>
    </html>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

describe("ContentImage", () => {
  it("preloads the page's largest image as the file its picture takes first", () => {
    const document = page(true);
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    const [first] = document.querySelectorAll("picture source");
    // Chromium picks among the same candidates for the same sizes: one download, not two.
    expect(preload?.getAttribute("type")).toBe(first?.getAttribute("type"));
    expect(preload?.getAttribute("imagesrcset")).toBe(first?.getAttribute("srcset"));
    expect(preload?.getAttribute("imagesizes")).toBe(first?.getAttribute("sizes"));
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    expect(document.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });

  it("preloads no other image, which loads lazily", () => {
    const document = page(false);
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(document.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });
});
