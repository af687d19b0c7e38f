import { describe, expect, it } from "vitest";
import { contentFieldsDe } from "../../i18n/messages/content-fields.de";
import { contentFieldsEn } from "../../i18n/messages/content-fields.en";
import { JSON_KINDS } from "../files/kinds";
import { itemForm } from "./item-forms";
import type { FieldNode } from "./schema-fields";

/** Every key a form made from the schemas shows, with whether it is a list. */
function keysOf(node: FieldNode, keys = new Map<string, boolean>()): Map<string, boolean> {
  if (node.type === "object")
    for (const field of node.fields) {
      keys.set(field.key, field.node.type === "list");
      keysOf(field.node, keys);
    }
  if (node.type === "list") keysOf(node.item, keys);
  return keys;
}

describe("the labels of the content forms", () => {
  const keys = new Map(JSON_KINDS.flatMap((kind) => [...keysOf(itemForm(kind).node)]));
  const labels = contentFieldsDe as Record<string, { label: string; item?: string }>;

  it("names every field of every schema in German", () => {
    expect([...keys.keys()].filter((key) => !labels[key])).toEqual([]);
  });

  it("names the entries of every list", () => {
    expect(
      [...keys].filter(([key, list]) => list && !labels[key]?.item).map(([key]) => key),
    ).toEqual([]);
  });

  it("has no label for a key no schema has", () => {
    const imageParts = ["src", "alt", "credit", "focus"];
    expect(
      Object.keys(labels).filter((key) => !keys.has(key) && !imageParts.includes(key)),
    ).toEqual([]);
  });

  it("names every field in English too, with the same lists and rows", () => {
    const english = contentFieldsEn as Record<
      string,
      { label: string; item?: string; rows?: number }
    >;
    expect(Object.keys(english).sort()).toEqual(Object.keys(labels).sort());
    for (const [key, german] of Object.entries(labels)) {
      const text = english[key]!;
      expect(text.label.trim(), key).not.toBe("");
      expect(Boolean(text.item), key).toBe(Boolean(german.item));
      expect(text.rows, key).toBe((german as { rows?: number }).rows);
      expect(Boolean((text as { hint?: string }).hint), key).toBe(
        Boolean((german as { hint?: string }).hint),
      );
    }
  });
});
