import { describe, expect, it } from "vitest";
import { parseErrorParam } from "./errors";
import { parseAmount } from "./form-data";
import { readCsrfCookie } from "./transport";

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

describe("parseAmount", () => {
  it.each([
    ["50", 50],
    ["50,5", 50.5],
    ["1.234,56", 1234.56],
    ["1234.56", 1234.56],
    [" 25 € ", 25],
    ["", undefined],
  ])("reads %j as %s", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(["abc", "1,2,3", "-5", "1e3"])("reads %j as NaN", (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe("readCsrfCookie", () => {
  it("finds the token among other cookies", () => {
    expect(readCsrfCookie("a=1; XSRF-TOKEN=abc%3D; b=2")).toBe("abc=");
    expect(readCsrfCookie("a=1")).toBeUndefined();
  });
});
