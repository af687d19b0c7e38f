import { describe, expect, it } from "vitest";
import { donationReferenceFor } from "./BankDetails";
import { mailtoLink, proseSections } from "./prose-sections";

describe("proseSections", () => {
  it("splits at comment markers and keeps only the requested sections", () => {
    const html =
      "<p>Intro</p>\n<!-- formular -->\n<p>A</p><!-- ueberweisung --><h2>B</h2><!-- fremd -->x";
    expect(proseSections(html, ["formular", "ueberweisung", "einkaufen"])).toEqual({
      intro: "<p>Intro</p>",
      formular: "<p>A</p>",
      ueberweisung: "<h2>B</h2>",
      einkaufen: "",
    });
  });

  it("fills in placeholders and leaves unknown ones alone", () => {
    expect(proseSections("<p>{email} {other}</p>", [], { email: mailtoLink("a@b.de") }).intro).toBe(
      '<p><a href="mailto:a@b.de">a@b.de</a> {other}</p>',
    );
    expect(mailtoLink('x"<y@z.de')).toBe(
      '<a href="mailto:x&#34;&#60;y@z.de">x&#34;&#60;y@z.de</a>',
    );
  });
});

describe("donationReferenceFor", () => {
  it("puts the donor's name in place of the placeholder", () => {
    expect(donationReferenceFor("Spende Akku-Pate - Name", "Max Mustermann")).toBe(
      "Spende Akku-Pate - Max Mustermann",
    );
    expect(donationReferenceFor("Spende Akku-Pate - Name", " ")).toBe("Spende Akku-Pate - Name");
    expect(donationReferenceFor("Spende", "Max")).toBe("Spende - Max");
  });
});
