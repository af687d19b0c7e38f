import { describe, expect, it } from "vitest";
import { isIpAddress, passkeyAddressProblem } from "./passkey-address";

const page = (url: string) => new URL(url) as unknown as Location;

describe("passkeys and IP addresses", () => {
  it("tells IP addresses from names", () => {
    for (const host of ["127.0.0.1", "10.0.0.5", "192.168.1.20", "[::1]", "[2001:db8::1]"])
      expect(isIpAddress(host), host).toBe(true);
    for (const host of ["localhost", "www.e-gnition.example", "127.0.0.1.nip.io", "1.2.3.example"])
      expect(isIpAddress(host), host).toBe(false);
    expect(isIpAddress(new URL("http://127.1:3000/").hostname)).toBe(true);
  });

  it("sends a loopback address to the same page on localhost", () => {
    expect(
      passkeyAddressProblem(page("http://127.0.0.1:3000/intern/anmelden?weiter=%2Fintern")),
    ).toEqual({
      kind: "loopback",
      url: "http://localhost:3000/intern/anmelden?weiter=%2Fintern",
    });
    expect(passkeyAddressProblem(page("http://[::1]:4000/intern/konto#passkeys"))).toEqual({
      kind: "loopback",
      url: "http://localhost:4000/intern/konto#passkeys",
    });
    expect(passkeyAddressProblem(page("https://127.0.0.1/intern"))).toEqual({
      kind: "loopback",
      url: "https://localhost/intern",
    });
  });

  it("asks for the site's name on another machine's address, and is quiet on a name", () => {
    expect(passkeyAddressProblem(page("http://192.168.1.20:3000/intern"))).toEqual({
      kind: "other",
      host: "192.168.1.20",
    });
    expect(passkeyAddressProblem(page("http://localhost:3000/intern"))).toBeUndefined();
    expect(passkeyAddressProblem(page("https://www.e-gnition.example/intern"))).toBeUndefined();
  });
});
