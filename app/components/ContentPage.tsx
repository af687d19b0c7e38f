import type { ReactNode } from "react";
import { SponsorsStrip } from "~/components/blocks/SponsorsStrip";
import { FindUs } from "~/components/blocks/FindUs";
import { HydratesLater } from "~/components/HydratesLater";

interface ContentPageProps {
  heading: string;
  /** The heading's language, when it is not the page's. */
  headingLang?: string | undefined;
  /** Shown above the heading, e.g. a header image. */
  header?: ReactNode;
  children?: ReactNode;
}

/** Every content page: its heading and body, then the main sponsors strip and the "Find us" block. */
export function ContentPage({ heading, headingLang, header, children }: ContentPageProps) {
  return (
    <>
      {header && <HydratesLater>{header}</HydratesLater>}
      <div className="page">
        <h1 lang={headingLang}>{heading}</h1>
        {children}
      </div>
      <HydratesLater>
        <SponsorsStrip />
        <FindUs />
      </HydratesLater>
    </>
  );
}
