import { describe, expect, it } from "vitest";
import { DeferHydrationError, deferHydration, HYDRATION_FALLBACK_MS } from "./defer-hydration";

/** The shape React Router 7 writes into a prerendered page. */
const page = `<!DOCTYPE html><html lang="de"><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-D.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/home-C.js"/><link rel="stylesheet" href="/assets/style.css"/></head><body><main>Inhalt</main><script>window.__reactRouterContext = {};</script><script type="module" async="">;
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
    expect(script).toContain('const route0=await one("/assets/root-B.js");');
    expect(script).toContain('const route1=await one("/assets/home-C.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js")'),
    );
  });

  it("evaluates one module per task: shared modules, then route modules, then the entry", () => {
    expect(script).toContain("await new Promise((done)=>setTimeout(done,0))");
    expect(script).toContain('for(const url of ["/assets/chunk-D.js"])await one(url);');
    const order = ['"/assets/chunk-D.js"])await', "route0=await", "route1=await", 'import("/assets/entry.client-A.js")'];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("starts after the first frame after load, or after the fallback delay, once", () => {
    expect(script).toContain('addEventListener("load",afterPaint,{once:true})');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(hydrate,0))");
    expect(script).toContain(`setTimeout(hydrate,${HYDRATION_FALLBACK_MS})`);
    expect(script).toContain("if(started)return;started=true;");
    expect(script).toContain(
      '["/assets/entry.client-A.js","/assets/chunk-D.js","/assets/root-B.js","/assets/home-C.js"]',
    );
  });

  it("writes a script that parses", () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it("runs in small tasks: a few preload links per task, then one module per task", async () => {
    const manyPreloads = page.replace(
      '<link rel="stylesheet"',
      Array.from({ length: 9 }, (_, i) => `<link rel="modulepreload" href="/assets/part-${i}.js"/>`)
        .join("") + '<link rel="stylesheet"',
    );
    const steps = await runBootScript(bootScript(deferHydration(manyPreloads)));
    const linksPerTask = steps.map((step) => step.filter((name) => name.startsWith("link ")).length);
    expect(linksPerTask.reduce((sum, count) => sum + count, 0)).toBe(13);
    expect(Math.max(...linksPerTask)).toBeLessThanOrEqual(4);
    const importsPerTask = steps.map((step) => step.filter((name) => name.startsWith("import ")).length);
    expect(Math.max(...importsPerTask)).toBe(1);
    const order = steps.flat();
    expect(order.findLastIndex((name) => name.startsWith("link "))).toBeLessThan(
      order.findIndex((name) => name.startsWith("import ")),
    );
    expect(order.at(-1)).toBe("import /assets/entry.client-A.js");
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

/**
 * Runs a boot script against a stand-in for the browser: the page has loaded, each timer is a
 * task of its own. Returns what each task did (`link <href>`, `import <url>`).
 */
async function runBootScript(script: string): Promise<string[][]> {
  const tasks: (() => void)[] = [];
  const steps: string[][] = [[]];
  const record = (entry: string) => steps.at(-1)!.push(entry);
  const document = {
    readyState: "complete",
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { href: string }) => record(`link ${link.href}`) },
  };
  const load = async (url: string) => {
    record(`import ${url}`);
    return {};
  };
  const window = {};
  const run = new Function(
    "document",
    "window",
    "setTimeout",
    "requestAnimationFrame",
    "addEventListener",
    "load",
    `return (async () => {${script.replace(/\bimport\(/g, "load(")}})()`,
  );
  await run(
    document,
    window,
    (callback: () => void) => tasks.push(callback),
    (callback: () => void) => tasks.push(callback),
    () => undefined,
    load,
  );
  for (let turn = 0; tasks.length > 0 && turn < 200; turn++) {
    steps.push([]);
    tasks.shift()!();
    // Let the promise callbacks of this task run before the next task, as a browser does.
    for (let i = 0; i < 20; i++) await Promise.resolve();
  }
  return steps.filter((step) => step.length > 0);
}
