import { CONTROL_CHARACTER_IN_LINES } from "../../app/forms/fields";

/**
 * What a terminal would not show as it is: control characters other than tab and line break,
 * and characters that reorder or hide text (bidi marks, embeddings, overrides and isolates,
 * line and paragraph separators, zero-width characters, the byte order mark).
 */
const HIDDEN = new RegExp(
  `${CONTROL_CHARACTER_IN_LINES.source}|[\\u061C\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u2069\\uFEFF]`,
  "g",
);

/**
 * Stored text as the terminal should see it: those characters become visible escapes such as
 * "\x1b" or "\u202e", so a stored value can neither clear the screen or set the window title
 * nor make a name read backwards or look like another. Validation refuses control characters;
 * this also covers older rows and the other characters, which names may contain.
 */
export function printable(text: string): string {
  return text.replace(HIDDEN, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
