import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cssClasses } from "../../../tests/api/helpers/css-classes";
import { area } from "./area-style";

const css = readFileSync(new URL("./area.css", import.meta.url), "utf8");
const classesInCss = cssClasses(css);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("the team area's class names", () => {
  it("are the classes of area.css, no more and no fewer", () => {
    expect(classesInCss.size).toBeGreaterThan(10);
    expect([...classesInCss].sort()).toEqual(Object.values(area).sort());
  });

  it("are each `area-` and the name in kebab case", () => {
    for (const [name, className] of Object.entries(area))
      expect(className).toBe(`area-${kebab(name)}`);
  });
});
