import { describe, expect, it } from "vitest";
import { pageScripts } from "./page-scripts";

describe("pageScripts", () => {
  it("gives a page without a handle no React and no script", () => {
    expect(pageScripts([{}, { handle: undefined }])).toEqual({
      hydrate: false,
      onIntent: false,
      scripts: [],
      clientNavigation: false,
    });
  });

  it("hydrates when a matched route asks for it", () => {
    expect(pageScripts([{}, { handle: { hydrate: true } }]).hydrate).toBe(true);
  });

  it("hydrates on intent when a matched route asks for that", () => {
    expect(pageScripts([{ handle: { hydrate: true } }]).onIntent).toBe(false);
    const onIntent = pageScripts([{}, { handle: { hydrate: "on-intent" } }]);
    expect(onIntent).toMatchObject({ hydrate: true, onIntent: true });
    const handle = {
      hydrate: (data: unknown) => ((data as { form: boolean }).form ? "on-intent" : false),
    } as const;
    expect(pageScripts([{ handle, loaderData: { form: false } }])).toMatchObject({
      hydrate: false,
      onIntent: false,
    });
  });

  it("asks a handle's function with the route's loader data", () => {
    const handle = { hydrate: (data: unknown) => (data as { form: boolean }).form };
    expect(pageScripts([{ handle, loaderData: { form: true } }]).hydrate).toBe(true);
    expect(pageScripts([{ handle, loaderData: { form: false } }]).hydrate).toBe(false);
  });

  it("collects the scripts of every matched route once, in order", () => {
    const matches = [
      { handle: { scripts: ["carousel"] } },
      { handle: { scripts: ["carousel", "consent"] } },
    ];
    expect(pageScripts(matches).scripts).toEqual(["carousel", "consent"]);
  });

  it("asks a handle's scripts function with the route's loader data", () => {
    const handle = {
      scripts: (data: unknown) => ((data as { frame: boolean }).frame ? ["consent" as const] : []),
    };
    expect(pageScripts([{ handle, loaderData: { frame: true } }]).scripts).toEqual(["consent"]);
    expect(pageScripts([{ handle, loaderData: { frame: false } }]).scripts).toEqual([]);
  });

  it("restores scroll positions only where links move between pages in the browser", () => {
    expect(pageScripts([{ handle: { hydrate: true } }]).clientNavigation).toBe(false);
    expect(
      pageScripts([{ handle: { hydrate: true, clientNavigation: true } }]).clientNavigation,
    ).toBe(true);
    expect(pageScripts([{ handle: { clientNavigation: true } }]).clientNavigation).toBe(false);
  });
});
