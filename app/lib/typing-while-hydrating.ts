/**
 * The events of typing (keys, text input, an input method's composition). React, when one of
 * them reaches a page it is still hydrating, finishes hydrating at once to hand it to a hydrated
 * field, and the key waits for all of it (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */
export const TYPING_EVENTS = [
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "textInput",
  "compositionstart",
  "compositionupdate",
  "compositionend",
] as const;

/**
 * Until `<html data-hydrated>` is set (by the root's first effect, after the form's own effects
 * have read what was typed), typing is the browser's alone: the events stop at `window`, before
 * React's listeners on the document, and their default action (the character in the field) still
 * happens, as it does before React has loaded. Returns a function that lets them through again.
 */
export function leaveTypingToTheBrowserUntilHydrated(target: Window = window): () => void {
  const root = target.document.documentElement;
  const release = () => {
    for (const type of TYPING_EVENTS) target.removeEventListener(type, hold, true);
  };
  function hold(event: Event) {
    if (root.dataset.hydrated) release();
    else event.stopPropagation();
  }
  for (const type of TYPING_EVENTS) target.addEventListener(type, hold, true);
  return release;
}
