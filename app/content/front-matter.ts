import { parse as parseYaml } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * A Markdown file's YAML front matter, as written and as parsed (both undefined when the file has
 * none), and the text after it. The content reader and the content editor both read with this.
 */
export function readFrontMatter(text: string): { yaml?: string; front: unknown; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { front: undefined, body: text };
  const yaml = match[1] ?? "";
  return { yaml, front: parseYaml(yaml), body: match[2] ?? "" };
}
