/** Links to the site's pages in HTML read away from it (a feed reader, an e-mail) need its address. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(<a\b[^>]*?\bhref=")(\/(?!\/))/gi, `$1${origin}/`);
}
