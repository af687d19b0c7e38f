/**
 * An SVG logo uploaded in the team area. It is parsed (SVGO's parser), never scanned with
 * patterns, and taken only when it is a plain drawing: no script, no event handlers, no
 * references outside itself, no embedded documents. What is taken is stored as SVGO makes it,
 * with the build's own plugins (app/images/pipeline/encode.ts), so the file in content/images is
 * what the build would serve.
 */
import { optimize, type CustomPlugin } from "svgo";
import type { Refusal } from "../team/refusal";
import { PhotoError } from "./photos";

export const SVG_LIMIT_BYTES = 2 * 1024 * 1024;

/** Elements that can run code, load other documents or hide markup the site cannot check. */
const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "animate",
  "set",
  "handler",
  "listener",
]);

/** `url(…)` and `@import` to anything but the drawing's own ids (`url(#gradient)`). */
const outsideReference = (css: string) =>
  css.toLowerCase().includes("@import") ||
  [...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some(([, target]) => !target?.startsWith("#"));

/** The first reason the markup is refused, or undefined. */
function refusalOf(markup: string): Refusal | undefined {
  let refusal: Refusal | undefined;
  let root: string | undefined;
  const refuse = (key: Refusal["key"], slots: Refusal["slots"] = {}) =>
    (refusal ??= { key, slots });
  const inspect: CustomPlugin = {
    name: "inspect-upload",
    fn: () => ({
      doctype: { enter: () => void refuse("svgDoctype") },
      element: {
        enter: (node) => {
          root ??= node.name;
          const name = node.name.toLowerCase().replace(/^svg:/, "");
          if (FORBIDDEN_ELEMENTS.has(name)) refuse("svgElement", { element: node.name });
          for (const [attribute, value] of Object.entries(node.attributes)) {
            const lower = attribute.toLowerCase();
            if (lower.startsWith("on")) refuse("svgEventHandler", { attribute });
            if ((lower === "href" || lower.endsWith(":href")) && !value.trim().startsWith("#"))
              refuse("svgReference");
            if (outsideReference(value)) refuse("svgOutsideUrl");
          }
          if (name === "style") {
            const css = node.children
              .map((child) => ("value" in child ? child.value : ""))
              .join("");
            if (outsideReference(css)) refuse("svgOutsideStyle");
          }
        },
      },
    }),
  };
  try {
    optimize(markup, { plugins: [inspect] });
  } catch {
    return { key: "svgUnreadable", slots: {} };
  }
  if (root !== "svg") return { key: "svgNotSvg", slots: {} };
  return refusal;
}

/** Whether the bytes are meant as an SVG (an XML declaration or an `<svg` first). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return start.startsWith("<?xml") || start.startsWith("<svg") || start.startsWith("<!--");
}

/** The sanitised SVG, or PhotoError with the reason. */
export function acceptSvg(bytes: Uint8Array): Buffer {
  if (bytes.byteLength > SVG_LIMIT_BYTES) throw new PhotoError("svgTooLarge");
  let markup: string;
  try {
    markup = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new PhotoError("svgNotUtf8");
  }
  const refusal = refusalOf(markup);
  if (refusal) throw new PhotoError(refusal.key, refusal.slots);
  const { data } = optimize(markup, {
    multipass: true,
    plugins: ["preset-default", "removeScripts"],
  });
  return Buffer.from(data);
}
