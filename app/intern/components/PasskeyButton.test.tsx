// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:3000/intern/anmelden?weiter=%2Fintern%2Fkonto"}
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PasskeyButton } from "./PasskeyButton";

afterEach(cleanup);

describe("the passkey button on an IP address", () => {
  it("links to the same page on localhost instead of starting the ceremony", () => {
    render(<PasskeyButton purpose="sign-in" label="Mit Passkey anmelden" />);
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
