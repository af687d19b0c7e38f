/** Renders page prose that was written in Markdown under content/pages and converted at build time. */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
