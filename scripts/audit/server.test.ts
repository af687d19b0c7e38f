import { afterEach, describe, expect, it, vi } from "vitest";
import { auditPort } from "./server";

describe("auditPort", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is AUDIT_PORT when it is a port number", () => {
    vi.stubEnv("AUDIT_PORT", "8180");
    expect(auditPort()).toBe(8180);
  });

  it("is unset without AUDIT_PORT or with anything but a port number", () => {
    vi.stubEnv("AUDIT_PORT", "");
    expect(auditPort()).toBeUndefined();
    for (const value of ["0", "-1", "81.5", "eighty", "65535"]) {
      vi.stubEnv("AUDIT_PORT", value);
      expect(auditPort()).toBeUndefined();
    }
  });
});
