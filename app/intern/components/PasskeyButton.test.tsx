// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:3000/intern/anmelden?weiter=%2Fintern%2Fkonto"}
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PasskeyButton } from "./PasskeyButton";

afterEach(cleanup);

describe("the passkey button on an IP address", () => {
  it("links to the same page on localhost instead of starting the ceremony", async () => {
    // The button reads the page's language from the route it is on.
    const Page = createRoutesStub([
      {
        path: "/intern/anmelden",
        Component: () => <PasskeyButton purpose="sign-in" label="Mit Passkey anmelden" />,
      },
    ]);
    render(<Page initialEntries={["/intern/anmelden"]} />);
    await screen.findByRole("link");
    expect(screen.queryByRole("button")).toBeNull();
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe(
      "http://localhost:3000/intern/anmelden?weiter=%2Fintern%2Fkonto",
    );
    expect(link.parentElement!.textContent).toBe(
      "Passkeys brauchen einen Namen statt einer IP-Adresse: öffne http://localhost:3000/intern/anmelden?weiter=%2Fintern%2Fkonto.",
    );
  });
});
