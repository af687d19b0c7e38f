// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useRouteError } from "react-router";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { formsDe } from "~/i18n/messages/forms.de";
import { useFormMessages } from "./useFormMessages";

function BankHolder() {
  return <p>{useFormMessages("bank").bank.holder}</p>;
}

function renderPage(data: object) {
  const Stub = createRoutesStub([
    {
      id: "routes/donation",
      path: "/",
      Component: BankHolder,
      loader: () => data,
      ErrorBoundary: () => <p role="alert">{String(useRouteError())}</p>,
    },
  ]);
  render(<Stub />);
}

afterEach(cleanup);

describe("useFormMessages", () => {
  it("reads the groups the route's loader sent", async () => {
    renderPage({ formMessages: pageFormTexts("de", "bank") });
    expect(await screen.findByText(formsDe.bank.holder)).toBeTruthy();
  });

  it.each([
    [
      { formMessages: pageFormTexts("de", "contact") },
      'route "routes/donation" sent no bank texts',
    ],
    [{}, "no route loader sent formMessages"],
  ])("fails naming what the loader did not send", async (data, error) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderPage(data);
      expect((await screen.findByRole("alert")).textContent).toContain(error);
    } finally {
      logged.mockRestore();
    }
  });
});
