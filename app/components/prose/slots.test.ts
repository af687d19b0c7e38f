import { describe, expect, it } from "vitest";
import { proseSections, splitSlots } from "./slots";

describe("splitSlots", () => {
  it("keeps html and slots in reading order", () => {
    expect(splitSlots("<p>A</p>\n<!-- slot:form -->\n<p>B</p><!--slot:end-->")).toEqual([
      { kind: "html", html: "<p>A</p>" },
      { kind: "slot", name: "form" },
      { kind: "html", html: "<p>B</p>" },
      { kind: "slot", name: "end" },
    ]);
  });
});

describe("proseSections", () => {
  it("names the text after each slot and keeps only the requested ones", () => {
    const html =
      "<p>Intro</p>\n<!-- slot:formular -->\n<p>A</p><!-- slot:ueberweisung --><h2>B</h2><!-- slot:fremd -->x";
    expect(proseSections(html, ["formular", "ueberweisung", "einkaufen"])).toEqual({
      intro: "<p>Intro</p>",
      formular: "<p>A</p>",
      ueberweisung: "<h2>B</h2>",
      einkaufen: "",
    });
  });
});
