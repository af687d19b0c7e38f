import { describe, expect, it } from "vitest";
import { DeferHydrationError, deferHydration, HYDRATION_FALLBACK_MS } from "./defer-hydration";

/** The shape React Router 7 writes into a prerendered page. */
const page = `<!DOCTYPE html><html lang="de"><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/style.css"/></head><body><main>Inhalt</main><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

function bootScript(html: string): string {
  const match = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no boot script");
  return match[1]!;
}

describe("deferHydration", () => {
  const html = deferHydration(page);
  const script = bootScript(html);

  it("removes the module preloads from the HTML and keeps every other tag", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(html).toContain("<main>Inhalt</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("loads the route modules with dynamic imports, so nothing is fetched while parsing", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('const [route0,route1]=await Promise.all([import("/assets/root-B.js"),import("/assets/home-C.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js")'),
    );
  });

  it("starts after the first frame after load, or after the fallback delay, once", () => {
    expect(script).toContain('addEventListener("load",afterPaint,{once:true})');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(hydrate,0))");
    expect(script).toContain(`setTimeout(hydrate,${HYDRATION_FALLBACK_MS})`);
    expect(script).toContain("if(started)return;started=true;");
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
  });

  it("writes a script that parses", () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a page without a hydration script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hallo</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses a hydration script of an unexpected form instead of breaking the page", () => {
    expect(() =>
      deferHydration('<script type="module" async="">console.log(1)</script>'),
    ).toThrow(DeferHydrationError);
  });
});
