import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoLikeJpeg } from "../../../scripts/photos/photo";
import { encodeVariant, inlinableSvg } from "./encode";

const paths =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path fill="#fff" d="M0 0h10v10z"/></svg>';
const inline = (markup: string) => inlinableSvg(markup, "svg-1a2b");

describe("inlinableSvg", () => {
  it("takes shapes with presentation attributes, without an XML declaration", () => {
    expect(inline(paths)).toBe(paths);
    expect(inline(`<?xml version="1.0" encoding="UTF-8"?>\n${paths}\n`)).toBe(paths);
  });

  it("takes gradients, clip paths and uses, with its ids and their references prefixed", () => {
    const markup = inline(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient>' +
        '<clipPath id="b"><rect width="5" height="5"/></clipPath><path id="c" d="M0 0h2v2z"/></defs>' +
        '<path fill="url(#a)" clip-path="url(#b)" d="M0 0h10v10z"/><use href="#c"/><use xlink:href="#c" x="4"/></svg>',
    );
    expect(markup).toContain('<linearGradient id="svg-1a2b-a">');
    expect(markup).toContain('fill="url(#svg-1a2b-a)" clip-path="url(#svg-1a2b-b)"');
    expect(markup).toContain('<use href="#svg-1a2b-c"/>');
    expect(markup).toContain('xlink:href="#svg-1a2b-c"');
    expect(markup).not.toMatch(/id="[abc]"|#[abc]\b/);
  });

  it("drops a title and a description, which would show as a tooltip in the page", () => {
    const markup = inline(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><desc>Made in a program</desc><path d="M0 0h10v10z"/></svg>',
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>',
    );
  });

  it.each([
    ["an inline style, which the CSP blocks", '<svg><path style="fill:red" d="M0 0"/></svg>'],
    ["a style sheet", "<svg><style>path{fill:red}</style></svg>"],
    ["a script", "<svg><script>alert(1)</script></svg>"],
    ["an event handler", '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ["an embedded image", '<svg><image href="photo.png"/></svg>'],
    ["a use of another file", '<svg><use href="sprite.svg#logo"/></svg>'],
    ["a paint server in another file", '<svg><path fill="url(other.svg#a)" d="M0 0"/></svg>'],
    ["a link", '<svg><a href="#a"><path d="M0 0"/></a></svg>'],
    [
      "an animation that could rewrite an attribute",
      '<svg><set attributeName="fill" to="red"/></svg>',
    ],
    ["foreign HTML", "<svg><foreignObject><p>Hi</p></foreignObject></svg>"],
    ["HTML that ends the SVG in a page", '<svg><meta http-equiv="refresh" content="0"/></svg>'],
    ["a comment or CDATA", "<svg><![CDATA[x]]><path d='M0 0'/></svg>"],
    ["something that is no SVG", "<div>no</div>"],
    ["markup after the SVG", `${paths}<p>`],
    ["a second SVG with HTML between", `${paths}<p>x</p>${paths}`],
  ])("refuses %s", (_reason, markup) => {
    expect(inline(markup)).toBeUndefined();
  });
});

describe("encodeVariant", () => {
  it("makes a grainy camera photo at a phone's hero width an AVIF of at most 20 KB", async () => {
    // 728 px is the file Lighthouse's phone (412 px at 1.75×) loads for the landing hero; at the
    // old quality of 50 this photo was 24 KB, and the hero's bytes are its LCP's load time.
    const photo = await photoLikeJpeg({ width: 2400, height: 1600, seed: 1 });
    const avif = await encodeVariant(sharp(photo).resize({ width: 728 }), "avif", false);
    expect((await sharp(avif).metadata()).format).toBe("heif");
    expect(avif.length).toBeLessThanOrEqual(20 * 1024);
  }, 60_000);
});
