import { describe, expect, it } from "vitest";
import { PhotoError } from "./photos";
import { acceptSvg, looksLikeSvg } from "./svg";

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe("an uploaded SVG", () => {
  it("is taken as a plain drawing, optimised as the build does", () => {
    const stored = acceptSvg(
      bytes(
        `<?xml version="1.0"?>\n${svg('<defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/>')}`,
      ),
    ).toString("utf8");
    expect(stored).toMatch(/^<svg/);
    expect(stored).toContain("url(#");
  });

  it.each([
    ["a script", svg("<script>alert(1)</script>"), "<script>"],
    ["an event handler", svg("<rect/>", ' onload="alert(1)"'), "Event-Handler"],
    ["a foreign object", svg("<foreignObject><p>x</p></foreignObject>"), "<foreignObject>"],
    ["a link to another file", svg('<use href="other.svg#a"/>'), "andere Datei"],
    [
      "an xlink to a site",
      svg(
        '<image xlink:href="https://x.example/a.png"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
      "andere Datei",
    ],
    ["a style that loads", svg("<style>@import url(https://x.example/a.css);</style>"), "Stil"],
    ["an attribute that loads", svg('<rect fill="url(https://x.example/a#b)"/>'), "außerhalb"],
    ["entities", `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("")}`, "DOCTYPE"],
    ["no SVG at all", "<html><body/></html>", "kein"],
    ["broken markup", "<svg><rect></svg", "kein lesbares SVG"],
  ])("is refused with %s, saying why", (_, markup, reason) => {
    expect(() => acceptSvg(bytes(markup))).toThrow(PhotoError);
    expect(() => acceptSvg(bytes(markup))).toThrow(reason);
  });

  it("is refused when it is not UTF-8 or too big", () => {
    expect(() => acceptSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toThrow("UTF-8");
    expect(() => acceptSvg(bytes(svg(" ".repeat(3 * 1024 * 1024))))).toThrow("2 MB");
  });

  it("is told from a photo by its first bytes", () => {
    expect(looksLikeSvg(bytes(`\uFEFF  ${svg("")}`))).toBe(true);
    expect(looksLikeSvg(bytes('<?xml version="1.0"?><svg/>'))).toBe(true);
    expect(looksLikeSvg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});
