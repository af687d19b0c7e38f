import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { listFiles } from "../files";

/** The origin of an http(s) address, or undefined for an empty or unusable one. */
export function frameOrigin(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;

/** Inline scripts the browser runs (not `src=` scripts, not data blocks such as JSON-LD). */
function isRunnableInline(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === "module" || type.includes("javascript") || type.includes("ecmascript");
}

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script of an HTML page, in order
 * and without duplicates. The hash covers the script text as the browser sees it: raw text
 * (no entity decoding) with line breaks normalised to `\n` by the HTML parser.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!isRunnableInline(attributes)) continue;
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PageCspOptions {
  scriptHashes: readonly string[];
  /** Origin allowed in frames (the newsletter form), or undefined for none. */
  frameOrigin?: string;
  https: boolean;
  /** `'unsafe-inline'` styles: only for the development server, where Vite injects them. */
  inlineStyles?: boolean;
  /** The site's own documents allowed in frames (the team area's mail preview). */
  ownFrames?: boolean;
  /** The page may be framed by the site's own pages (the team area's page preview). */
  framedBySite?: boolean;
}

/** The Content-Security-Policy of an HTML page. */
export function pageCsp({
  scriptHashes,
  frameOrigin,
  https,
  inlineStyles,
  ownFrames,
  framedBySite,
}: PageCspOptions): string {
  const frames = [...(ownFrames ? ["'self'"] : []), ...(frameOrigin ? [frameOrigin] : [])];
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join("")}`,
    // Stylesheets only: no `style` attribute or <style> element in the markup (React setting
    // styles from a script goes through the CSSOM, which this does not restrict).
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames.join(" ") || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * The policy of a newsletter issue shown as it will arrive (the team area's preview, in a frame
 * of the area's page): the mail's inline styles and its images from the site, no scripts, no
 * forms, and a sandbox even when opened on its own.
 */
export function mailPreviewCsp(imageOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${imageOrigin} data:`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox",
  ].join("; ");
}

/**
 * The policy of a public page as the team area's preview shows it, in a frame of the area's
 * page: the page's own policy without its scripts, and a sandbox that runs none of them nor
 * sends its forms (links still open the public pages in the frame).
 */
export function pagePreviewCsp(https: boolean): string {
  return `${pageCsp({ scriptHashes: [], https, framedBySite: true })}; sandbox allow-same-origin`;
}

/** Added to a page's policy when the page went out over HTTPS. */
export const HTTPS_SUFFIX = "; upgrade-insecure-requests";

/**
 * The policy (for plain HTTP; {@link HTTPS_SUFFIX} is added over HTTPS) of every prerendered
 * page below `clientDir`, by the page file's URL path (`/home/index.html`).
 */
export function prerenderedPagePolicies(
  clientDir: string,
  frame: string | undefined,
): Map<string, string> {
  const policies = new Map<string, string>();
  for (const file of listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const scriptHashes = inlineScriptHashes(readFileSync(file, "utf8"));
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    policies.set(path, pageCsp({ scriptHashes, frameOrigin: frame, https: false }));
  }
  return policies;
}
