/** A part of a Markdown page that starts with a heading: the heading's inner HTML and everything up to the next heading of that level. */
export interface ProseSection {
  title: string;
  html: string;
}

export interface SplitProse {
  /** Everything before the first heading of that level. */
  intro: string;
  sections: ProseSection[];
}

/**
 * Cuts rendered Markdown (content/pages/*.md) at every heading of one level, so a page can
 * show e.g. its `### Chassis`, `### Performance`, ... subsections as cards while the text
 * itself stays in the Markdown file.
 */
export function splitSections(html: string, level: 2 | 3): SplitProse {
  const tag = `h${level}`;
  const heading = new RegExp(`^<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, "i");
  const parts = html.trim().split(new RegExp(`(?=<${tag}[\\s>])`, "i"));
  // A split at position 0 yields no empty first part, so check whether the text opens with a heading.
  const [first = "", ...rest] = heading.test(parts[0] ?? "") ? ["", ...parts] : parts;
  const sections = rest.map((part) => {
    const match = heading.exec(part);
    return match
      ? { title: (match[1] ?? "").trim(), html: part.slice(match[0].length).trim() }
      : { title: "", html: part.trim() };
  });
  return { intro: first.trim(), sections };
}

/** The text of a heading's inner HTML, for ids and labels. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();
}

/** "Was wir bieten" → "was-wir-bieten". */
export function slug(text: string): string {
  return plainText(text)
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
