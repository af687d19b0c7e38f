import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { restrictedMarkdown } from "./markdown";

describe("Markdown for texts that leave the site", () => {
  it("keeps what Markdown makes, as marked writes it", () => {
    const markdown = [
      "## Werkstattfest",
      "",
      "Am **Samstag** ab *14 Uhr*: ~~Freitag~~, `Code`, [Kontakt](/contact), [Anker](#plan),",
      '[Karte](https://example.org/karte?x=1&y=2 "Karte"), <https://example.org>, post@example.org.',
      "",
      "- eins",
      "- [x] zwei",
      "",
      "> Zitat",
      "",
      "| A | B |",
      "| - | -: |",
      "| 1 | 2 |",
      "",
      "```ts",
      'const a = "<b>";',
      "```",
      "",
      "---",
    ].join("\n");
    expect(restrictedMarkdown(markdown)).toBe(marked.parse(markdown, { async: false }));
  });

  it("shows HTML written into the text as text", () => {
    const html = restrictedMarkdown(
      'Hallo <script>alert(1)</script> <img src=x onerror="alert(1)"> <a href="javascript:x">a</a>\n\n<div onclick="alert(1)">Block</div>\n\n<!-- Kommentar -->',
    );
    expect(html).toBe(
      "<p>Hallo &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;a href=&quot;javascript:x&quot;&gt;a&lt;/a&gt;</p>\n" +
        "<p>&lt;div onclick=&quot;alert(1)&quot;&gt;Block&lt;/div&gt;</p>\n" +
        "<p>&lt;!-- Kommentar --&gt;</p>\n",
    );
    expect(html).not.toMatch(/<(?!\/?p>)/);
  });

  it("keeps only the text of a link to anything but the web, mail or the site's own pages", () => {
    const links = [
      "[a](javascript:alert(1))",
      "[b](JavaScript:alert(1))",
      "[c](jav&#x61;script:alert(1))",
      "[d](<javascript:alert(1)>)",
      "<javascript:alert(1)>",
      "[e](data:text/html,<script>alert(1)</script>)",
      "[f](vbscript:msgbox)",
      "[g](//elsewhere.example/)",
      "[h](/\\elsewhere.example/)",
      "[i](datei.html)",
      "[j][ref]\n\n[ref]: javascript:alert(1)",
    ];
    for (const link of links) {
      const html = restrictedMarkdown(link);
      expect(html, link).not.toContain("<a");
      expect(html, link).not.toMatch(/<script/i);
    }
    expect(restrictedMarkdown("[a](javascript:alert(1))")).toBe("<p>a</p>\n");
  });

  it("shows an image as its alternative text, loading nothing", () => {
    expect(restrictedMarkdown('![Der "egn25"](https://tracker.example/p.gif)')).toBe(
      "<p>Der &quot;egn25&quot;</p>\n",
    );
  });
});
