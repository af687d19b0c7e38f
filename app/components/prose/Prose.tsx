import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Page prose written in Markdown under content/pages and converted at build time (which also
 * moved its links into the page's language). Links to other pages of this site navigate in the
 * app instead of reloading the document.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || link.target || link.hasAttribute("download")) return;
    if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/downloads/")) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // Event delegation only: the links themselves stay ordinary, keyboard-operable <a> elements.
    <div
      className={`prose ${className}`}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
