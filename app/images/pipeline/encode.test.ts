import { describe, expect, it } from "vitest";
import { inlinableSvg } from "./encode";

const paths =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path fill="#fff" d="M0 0h10v10z"/></svg>';

describe("inlinableSvg", () => {
  it("takes shapes with presentation attributes, without an XML declaration", () => {
    expect(inlinableSvg(paths)).toBe(paths);
    expect(inlinableSvg(`<?xml version="1.0" encoding="UTF-8"?>\n${paths}\n`)).toBe(paths);
  });

  it.each([
    ["an inline style, which the CSP blocks", '<svg><path style="fill:red" d="M0 0"/></svg>'],
    ["a style sheet", "<svg><style>path{fill:red}</style></svg>"],
    ["a script", "<svg><script>alert(1)</script></svg>"],
    ["an event handler", '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ["a link to another file", '<svg><image href="photo.png"/></svg>'],
    ["a reference by xlink", '<svg><use xlink:href="#a"/></svg>'],
    [
      "an id, which could clash with the page's",
      '<svg><linearGradient id="a"/><path fill="url(#a)" d="M0 0"/></svg>',
    ],
    ["foreign HTML", "<svg><foreignObject><p>Hi</p></foreignObject></svg>"],
    ["something that is no SVG", "<div>no</div>"],
    ["markup after the SVG", `${paths}<p>`],
  ])("refuses %s", (_reason, markup) => {
    expect(inlinableSvg(markup)).toBeUndefined();
  });
});
