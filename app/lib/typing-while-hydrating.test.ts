// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { leaveTypingToTheBrowserUntilHydrated, TYPING_EVENTS } from "./typing-while-hydrating";

/** The event types a listener on the document (where React listens) was given. */
function documentListener() {
  const seen: string[] = [];
  const listener = (event: Event) => seen.push(event.type);
  for (const type of [...TYPING_EVENTS, "click"]) document.addEventListener(type, listener, true);
  return {
    seen,
    remove: () => {
      for (const type of [...TYPING_EVENTS, "click"])
        document.removeEventListener(type, listener, true);
    },
  };
}

function typeInto(field: HTMLInputElement) {
  const dispatched = ["keydown", "input", "keyup"].map((type) =>
    field.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })),
  );
  return dispatched.every(Boolean);
}

describe("leaveTypingToTheBrowserUntilHydrated", () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const step of cleanup) step();
    cleanup = [];
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = "";
  });

  it("keeps typing from the document's listeners until the page has hydrated, then lets it through", () => {
    document.body.innerHTML = "<form><input name=name></form>";
    const field = document.querySelector("input")!;
    const listener = documentListener();
    cleanup.push(listener.remove, leaveTypingToTheBrowserUntilHydrated());

    expect(typeInto(field)).toBe(true);
    expect(listener.seen).toEqual([]);

    document.documentElement.dataset.hydrated = "true";
    typeInto(field);
    expect(listener.seen).toEqual(["keydown", "input", "keyup"]);
  });

  it("leaves every other event alone", () => {
    document.body.innerHTML = "<button>OK</button>";
    const listener = documentListener();
    cleanup.push(listener.remove, leaveTypingToTheBrowserUntilHydrated());
    document.querySelector("button")!.click();
    expect(listener.seen).toEqual(["click"]);
  });
});
