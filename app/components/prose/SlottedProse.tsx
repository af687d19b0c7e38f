import { Fragment, type ReactNode } from "react";
import { Prose } from "./Prose";
import { splitSlots } from "./slots";

interface SlottedProseProps {
  html: string;
  /** Blocks rendered from data (addresses, lists, tables) where the Markdown has `<!-- slot:name -->`. */
  slots?: Record<string, ReactNode>;
}

/** Page prose from content/pages with components in between. */
export function SlottedProse({ html, slots = {} }: SlottedProseProps) {
  return (
    <>
      {splitSlots(html).map((segment, index) =>
        segment.kind === "html" ? (
          <Prose key={index} html={segment.html} />
        ) : (
          <Fragment key={index}>{slots[segment.name] ?? null}</Fragment>
        ),
      )}
    </>
  );
}
