/**
 * Page prose written in Markdown under content/pages and converted at build time (which also
 * moved its links into the page's language). Its links are ordinary links: each loads the next
 * prerendered page.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
