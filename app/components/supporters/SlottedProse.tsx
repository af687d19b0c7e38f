import { Fragment, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Prose } from "~/components/Prose";

const SLOT = /<!--\s*slot:([\w-]+)\s*-->/;

export type ProseSegment = { kind: "html"; html: string } | { kind: "slot"; name: string };

/** Splits page html at `<!-- slot:name -->` markers written in the Markdown. */
export function splitSlots(html: string): ProseSegment[] {
  const parts = html.split(SLOT);
  const segments: ProseSegment[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 1) segments.push({ kind: "slot", name: part });
    else if (part.trim()) segments.push({ kind: "html", html: part });
  });
  return segments;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface SlottedProseProps {
  html: string;
  /** Blocks rendered from data (addresses, lists, tables) where the Markdown has `<!-- slot:name -->`. */
  slots?: Record<string, ReactNode>;
}

/**
 * Page prose from content/pages with components in between. Links to other pages of this site
 * inside the Markdown navigate in the app instead of reloading the document.
 */
export function SlottedProse({ html, slots = {} }: SlottedProseProps) {
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
    <div onClick={handleClick}>
      {splitSlots(html).map((segment, index) =>
        segment.kind === "html" ? (
          <Prose key={index} html={segment.html} />
        ) : (
          <Fragment key={index}>{slots[segment.name] ?? null}</Fragment>
        ),
      )}
    </div>
  );
}
