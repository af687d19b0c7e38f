import { describe, expect, it } from "vitest";
import { fillPlaceholders, flattenValues } from "./placeholders";

describe("placeholders", () => {
  const values = flattenValues({
    associationName: "Verein <e.V.>",
    facts: { founded: 2011 },
    emails: { privacy: "datenschutz@example.org" },
    boardChairs: ["Max", "Erika"],
  });

  it("flattens nested objects and lists into dotted keys", () => {
    expect(values).toEqual({
      associationName: "Verein <e.V.>",
      "facts.founded": 2011,
      "emails.privacy": "datenschutz@example.org",
      "boardChairs.0": "Max",
      "boardChairs.1": "Erika",
    });
  });

  it("fills text and link targets (as marked encodes them) and escapes the values", () => {
    const html =
      "<p>Seit {{ facts.founded }}: {{associationName}}, {{boardChairs.1}}</p>" +
      '<a href="mailto:%7B%7Bemails.privacy%7D%7D">{{emails.privacy}}</a>';
    expect(fillPlaceholders(html, values)).toBe(
      "<p>Seit 2011: Verein &lt;e.V.&gt;, Erika</p>" +
        '<a href="mailto:datenschutz@example.org">datenschutz@example.org</a>',
    );
  });

  it("fails loudly on an unknown name", () => {
    expect(() => fillPlaceholders("{{facts.unknown}}", values)).toThrow(/facts\.unknown/);
  });
});
