// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { typedBeforeHydration } from "./typedBeforeHydration";

const fields = ["name", "message", "interval", "missing"] as const;
const rendered = { name: "", message: "", interval: "once", missing: "" };

function form(): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = `
    <input name="name" value="">
    <textarea name="message"></textarea>
    <input type="radio" name="interval" value="once" checked>
    <input type="radio" name="interval" value="monthly">
    <input name="website" value="">`;
  return element;
}

describe("typedBeforeHydration", () => {
  it("finds nothing in a form as it was rendered", () => {
    expect(typedBeforeHydration(form(), fields, rendered)).toEqual({});
  });

  it("returns the text typed and the option chosen before hydration, only for the form's fields", () => {
    const element = form();
    (element.elements.namedItem("name") as HTMLInputElement).value = "Erika Muster";
    (element.elements.namedItem("message") as HTMLTextAreaElement).value = "Hallo\nTeam";
    (element.querySelector('[value="monthly"]') as HTMLInputElement).checked = true;
    (element.elements.namedItem("website") as HTMLInputElement).value = "spam";
    expect(typedBeforeHydration(element, fields, rendered)).toEqual({
      name: "Erika Muster",
      message: "Hallo\nTeam",
      interval: "monthly",
    });
  });

  it("reads a lone radio button as chosen or not", () => {
    const element = document.createElement("form");
    element.innerHTML = '<input type="radio" name="interval" value="monthly">';
    expect(typedBeforeHydration(element, fields, rendered)).toEqual({ interval: "" });
    (element.elements.namedItem("interval") as HTMLInputElement).checked = true;
    expect(typedBeforeHydration(element, fields, rendered)).toEqual({ interval: "monthly" });
  });

  it("finds nothing without a form", () => {
    expect(typedBeforeHydration(null, fields, rendered)).toEqual({});
  });
});
