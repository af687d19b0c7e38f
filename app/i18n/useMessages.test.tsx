// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub, useRouteError } from "react-router";
import { pageUiTexts, shellTexts } from "./catalogue.server";
import { uiDe } from "./messages/ui.de";
import { useMessages } from "./useMessages";

function Garage() {
  const texts = useMessages("garage");
  return (
    <p>
      {texts.garage.details} · {texts.footer.imprint}
    </p>
  );
}

function Footer() {
  return <p>{useMessages().footer.contact}</p>;
}

function renderPage(page: () => React.ReactNode, uiTexts?: object) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ messages: shellTexts("de") }),
      ErrorBoundary: () => <p role="alert">{String(useRouteError())}</p>,
      children: [{ id: "routes/page", path: "page", Component: page, loader: () => ({ uiTexts }) }],
    },
  ]);
  render(<Stub initialEntries={["/page"]} />);
}

afterEach(cleanup);

describe("useMessages", () => {
  it("reads the shell's texts from the root loader", async () => {
    renderPage(Footer);
    expect(await screen.findByText(uiDe.footer.contact)).toBeTruthy();
  });

  it("adds the page groups the route's loader sent", async () => {
    renderPage(Garage, pageUiTexts("de", "garage"));
    expect(await screen.findByText(`${uiDe.garage.details} · ${uiDe.footer.imprint}`)).toBeTruthy();
  });

  it("fails naming the route and the group its loader did not send", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderPage(Garage, pageUiTexts("de", "events"));
      expect((await screen.findByRole("alert")).textContent).toBe(
        'Error: useMessages: the loader of route "routes/page" sent no garage texts',
      );
    } finally {
      logged.mockRestore();
    }
  });
});

describe("shellTexts and pageUiTexts", () => {
  it("send the shell's groups and the named page groups, nothing else", () => {
    expect(Object.keys(shellTexts("de"))).not.toContain("garage");
    expect(shellTexts("de").footer).toBe(uiDe.footer);
    expect(Object.keys(pageUiTexts("de", "garage", "events"))).toEqual(["garage", "events"]);
  });
});
