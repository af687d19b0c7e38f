/**
 * Splits the HTML of a page's Markdown at comment markers such as `<!-- ueberweisung -->`, so the
 * prose around the forms stays in content/pages/*.md. Runs in loaders (at build time) only.
 * The part before the first marker is `intro`. `{email}` becomes a mailto link.
 */
const MARKER = /<!--\s*([a-z][a-z0-9-]*)\s*-->/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function mailtoLink(email: string): string {
  const safe = escapeHtml(email);
  return `<a href="mailto:${safe}">${safe}</a>`;
}

export function proseSections<K extends string>(
  html: string,
  keys: readonly K[],
  replacements: Record<string, string> = {},
): Record<"intro" | K, string> {
  const filled = html.replace(/\{(\w+)\}/g, (match, name: string) => replacements[name] ?? match);
  const sections: Record<string, string> = { intro: "" };
  let current = "intro";
  let last = 0;
  for (const match of filled.matchAll(MARKER)) {
    sections[current] = (sections[current] ?? "") + filled.slice(last, match.index);
    current = match[1] ?? current;
    last = match.index + match[0].length;
  }
  sections[current] = (sections[current] ?? "") + filled.slice(last);
  const result = { intro: sections.intro?.trim() ?? "" } as Record<"intro" | K, string>;
  for (const key of keys) result[key] = sections[key]?.trim() ?? "";
  return result;
}
