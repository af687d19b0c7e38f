import type { ReactNode } from "react";

/** Events, inside a form, that start hydration (`input` also covers a password manager's autofill). */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "input"] as const;

/** The element that holds React Router's scripts until the visitor turns to a form. */
export const HYDRATION_SCRIPTS_ID = "hydration-scripts";

/**
 * Runs in the page as an inline script, while it is parsed. React Router's classic scripts (its
 * context, which the loader data streamed after the page's markup is written into) run at once,
 * as without deferral; its module script and module preloads wait until the visitor turns to a
 * form (a pointer over or on it, focus or input in it), then they are added to the head and load
 * the route modules and the client entry.
 */
function startOnIntent(id: string, intents: readonly string[]) {
  const kept = document.getElementById(id);
  const holder = document.createElement("template");
  holder.innerHTML = kept?.textContent ?? "";
  const parsed = holder.content.querySelector("template")?.content;
  if (!parsed) return;
  // A parsed script never runs; a new one with its attributes and text does.
  const live = (node: Element) => {
    if (node.localName !== "script") return document.importNode(node, true);
    const script = document.createElement("script");
    for (const { name, value } of node.attributes) script.setAttribute(name, value);
    script.text = node.textContent ?? "";
    return script;
  };
  const nodes = [...parsed.children].map(live);
  const waits = (node: Element) => node.matches('script[type="module"], link[rel="modulepreload"]');
  document.head.append(...nodes.filter((node) => !waits(node)));
  const inForm = (target: EventTarget | null) =>
    target instanceof Element && target.closest("form") !== null;
  const turned = (event: { target: EventTarget | null }) => {
    if (!inForm(event.target)) return;
    for (const type of intents) removeEventListener(type, turned, true);
    document.head.append(...nodes.filter(waits));
  };
  for (const type of intents) addEventListener(type, turned, { capture: true, passive: true });
  // Focus already in a form (restored by the browser) is an intent that came before the script.
  turned({ target: document.activeElement });
}

const BOOT = `(${startOnIntent.toString()})(${JSON.stringify(HYDRATION_SCRIPTS_ID)},${JSON.stringify(INTENT_EVENTS)})`;

/**
 * A page whose JavaScript is fetched and run only once the visitor turns to a form
 * (docs/decisions/0190-hydration-on-intent-without-rewriting.md). React Router's scripts are the
 * text of a `<noscript>`: with JavaScript on, a browser neither parses, fetches nor runs it, and
 * React does not hydrate what is inside; `startOnIntent` takes them from there. Without
 * JavaScript the `<template>` keeps them inert (no module is preloaded): the forms post.
 */
export function HydrateOnIntent({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript id={HYDRATION_SCRIPTS_ID}>
        <template>{children}</template>
      </noscript>
      <script dangerouslySetInnerHTML={{ __html: BOOT }} />
    </>
  );
}
