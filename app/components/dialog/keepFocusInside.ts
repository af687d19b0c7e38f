const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What `keepFocusInside` needs of a key event: React's and the DOM's both fit. */
interface TabPress {
  currentTarget: EventTarget | null;
  shiftKey: boolean;
  preventDefault(): void;
}

/** For a Tab key press in a modal: from the last control focus goes to the first one and back, instead of leaving the page. */
export function keepFocusInside(event: TabPress) {
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement)) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  ); // rendered, not in a collapsed part
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
