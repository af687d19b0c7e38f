import { join } from "node:path";
import * as prettier from "prettier";

/** `text` as `npm run format` would write it to `content/<name>` (the repository's settings). */
export async function prettierFormat(text: string, name: string): Promise<string> {
  const filepath = join(process.cwd(), "content", name);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}

/** A repeatable stream of numbers in [0, 1), so a failing case can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texts that need care in JSON and YAML: quotes, colons, `#`, dashes, line breaks, umlauts, emoji. */
export const TRICKY_TEXTS = [
  'Er sagte "Hallo"',
  "it's",
  `beides: " und '`,
  "Rollout: der egn25",
  "a: b: c",
  "C# und #hashtag",
  "Wert #1 # kein Kommentar",
  "- kein Listenpunkt",
  "-5 Grad",
  "---",
  "? Frage",
  "erste Zeile\nzweite Zeile",
  "Absatz\n\nnoch einer\n",
  "Tab\tdazwischen",
  "Backslash \\ und \\n",
  "Größe, Übung, Ärger, Öl, Straße",
  "Rennwagen 🏎️ mit Flagge 🇩🇪 und Familie 👨‍👩‍👧",
  "„Anführungszeichen“ – Gedankenstrich … ‚einfach‘",
  "[eckig]",
  "{geschweift}",
  "a, b, c",
  "*Stern",
  "&Anker",
  "!Tag",
  "|Pipe",
  ">größer",
  "%Prozent",
  "@at",
  "`Backtick",
  "  führende Leerzeichen",
  "Leerzeichen am Ende ",
  "zwei  Leerzeichen",
  "true",
  "null",
  "~",
  "2025",
  "2025-06-14",
  "1e3",
  "0x1F",
  "yes",
  "",
  "'einfach'",
  '"doppelt"',
  "Zeilen\u2028trenner",
  "Steuerzeichen \u0007",
  "geschütztes\u00a0Leerzeichen",
  "漢字とかな",
];
