/**
 * Page prose (content/pages/*.md) may hold `<!-- slot:name -->` markers where a page places
 * components (a form, an address, a grid) between its paragraphs.
 */
const SLOT = /<!--\s*slot:([\w-]+)\s*-->/;

export type ProseSegment = { kind: "html"; html: string } | { kind: "slot"; name: string };

/** The prose in reading order: html parts and the slots between them. */
export function splitSlots(html: string): ProseSegment[] {
  const segments: ProseSegment[] = [];
  html.split(SLOT).forEach((part, index) => {
    if (index % 2 === 1) segments.push({ kind: "slot", name: part });
    else if (part.trim()) segments.push({ kind: "html", html: part.trim() });
  });
  return segments;
}

/** The prose as named parts: `intro` before the first slot, then the text after each slot. */
export function proseSections<K extends string>(
  html: string,
  keys: readonly K[],
): Record<"intro" | K, string> {
  const parts: Record<string, string> = { intro: "" };
  let current = "intro";
  for (const segment of splitSlots(html)) {
    if (segment.kind === "slot") current = segment.name;
    else parts[current] = `${parts[current] ?? ""}${segment.html}`;
  }
  const result = { intro: parts.intro ?? "" } as Record<"intro" | K, string>;
  for (const key of keys) result[key] = parts[key] ?? "";
  return result;
}
