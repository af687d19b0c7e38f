import { Suspense, type ReactNode } from "react";

/**
 * A part of the page with nothing for React to do in the browser. On the form pages React
 * hydrates it after the rest, and a key pressed in the form while React loads waits only for the
 * form, not for the whole page (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 * Nothing in it suspends, so the prerendered HTML holds it in full; on pages without React it is
 * plain markup.
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
