/**
 * How many columns `text` takes in an editor, as prettier counts them when it decides whether a
 * line fits: emoji and East Asian wide characters take two, combining marks and control
 * characters none, everything else one. Prettier's own tables are larger; this covers Latin text,
 * umlauts, typographic punctuation, emoji and the common CJK blocks alike.
 */
export function textWidth(text: string): number {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (EMOJI.test(segment)) width += 2;
    else for (const char of segment) width += charWidth(char.codePointAt(0) ?? 0);
  }
  return width;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Shown as a colour picture: emoji presentation, a symbol turned into one by U+FE0F, a keycap, a flag. */
const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[#*0-9]\uFE0F?\u20E3|\p{Regional_Indicator}{2}/u;
const ZERO_WIDTH = /[\p{Mn}\p{Me}]/u;

/** East Asian Wide and Fullwidth blocks: Hangul, CJK, kana, fullwidth forms. */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff01, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

function charWidth(codePoint: number): number {
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) return 0;
  if (ZERO_WIDTH.test(String.fromCodePoint(codePoint))) return 0;
  return WIDE.some(([from, to]) => codePoint >= from && codePoint <= to) ? 2 : 1;
}
