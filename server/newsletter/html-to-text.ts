/**
 * The plain-text part of an issue from its HTML (Markdown rendered by `marked`, so a small set
 * of elements): paragraphs, headings, lists, tables as lines, links as "text (address)".
 */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

export function htmlToText(html: string): string {
  return decode(
    html
      .replace(/\r?\n/g, " ")
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
        label.replace(/<[^>]+>/g, "") === href ? href : `${label} (${href})`,
      )
      .replace(/<img\b[^>]*>/gi, "")
      .replace(
        /<h[1-6]\b[^>]*>(.*?)<\/h[1-6]>/gi,
        (_, heading: string) => `\n\n${heading.toUpperCase()}\n\n`,
      )
      .replace(/<li\b[^>]*>/gi, "\n- ")
      .replace(/<\/t[hd]>\s*<t[hd]\b[^>]*>/gi, " | ")
      .replace(/<tr\b[^>]*>/gi, "\n")
      .replace(/<\/(p|ul|ol|table)>/gi, "\n\n")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
