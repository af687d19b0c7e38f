import { Marked, type Tokens } from "marked";

/**
 * Markdown for texts that leave the site (a news post, a newsletter issue written in the team
 * area): an allow-list over marked's own output. What Markdown makes stays (paragraphs,
 * headings, emphasis, lists, tables, quotes, code, rules and links); HTML written into the
 * text is shown as text, so no `<script>`, `onerror=` or `style` reaches a mail; a link goes
 * to http(s), mailto or a page of the site, otherwise only its text remains; an image shows its
 * alternative text (a post's photo is its `image`, and a mail loads no image from elsewhere).
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * The link targets allowed, as written: web and mail addresses, and the site's own paths and
 * anchors. A target is checked before marked writes it, so neither "javascript:" nor one
 * hidden behind an entity ("jav&#x61;script:") or a protocol-relative "//host" passes.
 */
const ALLOWED_TARGET = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

const isAllowedTarget = (href: string) => ALLOWED_TARGET.test(href.trim());

const restricted = new Marked({
  async: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    link(token: Tokens.Link) {
      if (isAllowedTarget(token.href)) return false;
      return this.parser.parseInline(token.tokens);
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

/** Markdown as HTML with the allow-list above. */
export function restrictedMarkdown(markdown: string): string {
  return restricted.parse(markdown, { async: false });
}
