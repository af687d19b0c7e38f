import { describe, expect, it } from "vitest";
import { wordedChecks } from "./check-message";
import { inlineStyleProblems as marked } from "./inline-styles";

const inlineStyleProblems = (html: string) => marked(html).map((p) => wordedChecks(p, "de"));

describe("inlineStyleProblems", () => {
  it("names every tag with a style attribute and every style element", () => {
    const problems = inlineStyleProblems(
      '<p>a <span class="x" style="white-space: nowrap">b</span></p>' +
        "<div\nSTYLE = 'color: red'>c</div><style>p { color: red }</style>",
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^<span class="x" style="white-space: nowrap">: Inline-Styles/);
    expect(problems[1]).toMatch(/^<div\nSTYLE = 'color: red'>: /);
    expect(problems[2]).toMatch(/^<style>: /);
  });

  it("accepts Markdown that only shows such code, and look-alike attributes", () => {
    const html =
      '<p><code>&lt;span style=&quot;x&quot;&gt;</code></p><span data-style="x">a</span>' +
      "<p>style = fein</p><stylesheet-note></stylesheet-note>";
    expect(inlineStyleProblems(html)).toEqual([]);
  });

  it("shortens a long tag", () => {
    const [problem] = inlineStyleProblems(`<span style="${"x".repeat(100)}">`);
    expect(problem?.split(":")[0]).toHaveLength(60);
  });
});
