/**
 * Inline styles in a page's rendered Markdown: a tag with a `style` attribute or a `<style>`
 * element. The page's Content-Security-Policy (`style-src 'self'`) makes the browser ignore
 * both, so the content check rejects them.
 */
import { checkMessage } from "./check-message";

const STYLED_TAG = /<[a-z][\w-]*\s[^>]*?(?<=\s)style\s*=[^>]*>/gi;
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>/gi;

const MAX_SHOWN = 60;

function shorten(tag: string): string {
  return tag.length > MAX_SHOWN ? `${tag.slice(0, MAX_SHOWN - 1)}…` : tag;
}

/** One message per tag that carries an inline style, naming the tag. */
export function inlineStyleProblems(html: string): string[] {
  const tags = [...html.matchAll(STYLED_TAG), ...html.matchAll(STYLE_ELEMENT)];
  tags.sort((a, b) => a.index - b.index);
  return tags.map(([tag]) => checkMessage("inlineStyle", { tag: shorten(tag) }));
}
