import {
  BIDI_CONTROL,
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_IN_LINES,
  LINE_SEPARATOR,
} from "../forms/fields";

/**
 * What a terminal or a page would not show as it is: control characters other than tab and
 * line break, and characters that reorder or hide text (bidi marks, embeddings, overrides and
 * isolates, line and paragraph separators, zero-width characters, the byte order mark).
 */
const INVISIBLE = "[\\u061C\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u2069\\uFEFF]";
const HIDDEN = new RegExp(`${CONTROL_CHARACTER_IN_LINES.source}|${INVISIBLE}`, "g");
/** The same in one line: tab and line break too. */
const HIDDEN_IN_LINE = new RegExp(`${CONTROL_CHARACTER.source}|${INVISIBLE}`, "g");

/**
 * Stored text as a terminal or the team area should show it: those characters become visible
 * escapes such as "\x1b" or "\u202e", so a stored value can neither clear the screen or set
 * the window title nor make a name read backwards or look like another. Validation refuses
 * control characters; this also covers older rows, the bank's names and the other characters,
 * which names may contain. `oneLine`: a value shown in a line (a name), where a line break or
 * tab is escaped too.
 */
export function printable(text: string, { oneLine = false }: { oneLine?: boolean } = {}): string {
  return text.replace(oneLine ? HIDDEN_IN_LINE : HIDDEN, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

const BREAKS = new RegExp(`[\\t\\n\\v\\f\\r\\u0085]|${LINE_SEPARATOR.source}`, "g");
const DROPPED = new RegExp(`${CONTROL_CHARACTER.source}|${BIDI_CONTROL.source}`, "g");

/**
 * A value printed as one line of a document (a receipt's name, address or tax office): line
 * breaks, separators and tabs become a space, other control characters and bidi controls go,
 * runs of spaces become one. Such a value can then add no line to the document, and the
 * document reads as its text says.
 */
export function oneLine(text: string): string {
  return text.replace(BREAKS, " ").replace(DROPPED, "").replace(/ {2,}/g, " ").trim();
}
