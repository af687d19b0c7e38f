import { describe, expect, it } from "vitest";
import { parseErrorParam } from "./errors";

describe("parseErrorParam", () => {
  const messages = { name: "Name fehlt", email: "E-Mail fehlt" };

  it("maps known field names to their messages and ignores the rest", () => {
    expect(parseErrorParam("name,__proto__,nope", messages)).toEqual({
      fieldErrors: { name: "Name fehlt" },
      failure: undefined,
    });
  });

  it("recognises server and rate-limit failures", () => {
    expect(parseErrorParam("server", messages).failure).toBe("server");
    expect(parseErrorParam("rate", messages).failure).toBe("rate");
    expect(parseErrorParam(null, messages)).toEqual({ fieldErrors: {}, failure: undefined });
  });
});
