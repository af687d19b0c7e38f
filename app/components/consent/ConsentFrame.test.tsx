// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { uiDe } from "~/i18n/messages/ui.de";
import { enhanceConsentFrame } from "~/enhance/consent-frame";
import { ConsentFrameView as ConsentFrame } from "./ConsentFrame";

const TEXTS = { ...uiDe.consent, opensInNewTab: uiDe.opensInNewTab };

const SRC = "https://newsletter.example.com/form";
const KEY = "consent:test";

/** The frame's markup as React renders it, with the consent script run on it as on the page. */
function renderFrame(storageKey: string | null = KEY) {
  const rendered = render(
    <ConsentFrame
      src={SRC}
      title="Anmeldeformular für den Newsletter"
      loadLabel="Anmeldeformular laden"
      fallbackLabel="Anmeldeformular öffnen"
      storageKey={storageKey ?? undefined}
      texts={TEXTS}
    >
      <p>Das Formular stammt von einem externen Anbieter.</p>
    </ConsentFrame>,
  );
  rendered.container
    .querySelectorAll<HTMLElement>("[data-consent-frame]")
    .forEach(enhanceConsentFrame);
  return rendered;
}

describe("ConsentFrame", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => cleanup());

  it("shows only the explanation and the consent button at first, no frame", () => {
    const { container } = renderFrame();
    expect(screen.getByText("Das Formular stammt von einem externen Anbieter.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anmeldeformular laden" })).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    // The only place the address appears before consent is the no-script fallback link.
    const fallback = container.querySelectorAll("noscript");
    expect(fallback.length).toBeGreaterThan(0);
  });

  it("creates the titled frame only after the click", () => {
    const { container } = renderFrame();
    fireEvent.click(screen.getByRole("button", { name: "Anmeldeformular laden" }));
    const frame = container.querySelector("iframe");
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute("src")).toBe(SRC);
    expect(frame?.getAttribute("title")).toBe("Anmeldeformular für den Newsletter");
    expect(screen.queryByRole("button", { name: "Anmeldeformular laden" })).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it("does not remember the consent unless asked to", () => {
    const first = renderFrame();
    fireEvent.click(screen.getByRole("button", { name: "Anmeldeformular laden" }));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    first.unmount();
    const { container } = renderFrame();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("remembers the consent for the session when the box is ticked", () => {
    const first = renderFrame();
    fireEvent.click(screen.getByLabelText("Für diesen Besuch merken"));
    fireEvent.click(screen.getByRole("button", { name: "Anmeldeformular laden" }));
    expect(window.sessionStorage.getItem(KEY)).toBe("granted");
    first.unmount();
    const { container } = renderFrame();
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(SRC);
  });

  it("removes the frame and forgets the consent on request", () => {
    renderFrame();
    fireEvent.click(screen.getByLabelText("Für diesen Besuch merken"));
    fireEvent.click(screen.getByRole("button", { name: "Anmeldeformular laden" }));
    fireEvent.click(screen.getByRole("button", { name: "Externen Inhalt wieder ausblenden" }));
    expect(document.querySelector("iframe")).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    const button = screen.getByRole("button", { name: "Anmeldeformular laden" });
    expect(document.activeElement).toBe(button);
    expect((screen.getByLabelText("Für diesen Besuch merken") as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("offers no remember option without a storage key", () => {
    renderFrame(null);
    expect(screen.queryByLabelText("Für diesen Besuch merken")).toBeNull();
  });
});

describe("ConsentFrame on the server", () => {
  it("renders no frame into the prerendered html", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(
      <ConsentFrame src={SRC} title="Formular" loadLabel="Laden" storageKey={KEY} texts={TEXTS}>
        <p>Erklärung</p>
      </ConsentFrame>,
    );
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Laden");
    // Without JavaScript a plain link opens the form (the stylesheet hides the button, as the
    // page's CSP allows no inline style).
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).toMatch(
      /<noscript>.*<a href="https:\/\/newsletter\.example\.com\/form" target="_blank" rel="noopener noreferrer">/,
    );
  });
});
