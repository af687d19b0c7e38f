import { describe, expect, it } from "vitest";
import { DeferHydrationError, deferHydration, INTENT_EVENTS } from "./defer-hydration";

/** The shape React Router 7 writes into a prerendered page. */
const page = `<!DOCTYPE html><html lang="de"><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-D.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/home-C.js"/><link rel="stylesheet" href="/assets/style.css"/></head><body><main>Inhalt</main><script>window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = new ReadableStream({ start(controller) { window.__reactRouterContext.streamController = controller; } });</script><script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script><script>window.__reactRouterContext.streamController.enqueue("[1]");</script><script>window.__reactRouterContext.streamController.close();</script><script type="application/ld+json">{"@type":"Event"}</script></body></html>`;

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
    expect(html).toContain('<script type="application/ld+json">{"@type":"Event"}</script>');
  });

  it("moves React Router's context and loader data into the boot script, in their order", () => {
    // Emptied, not removed: React hydrates the page's script elements in their places.
    expect(html.match(/<script>/g)).toHaveLength(3);
    expect(html.match(/<script><\/script>/g)).toHaveLength(3);
    expect(html.replace(script, "")).not.toContain("__reactRouterContext");
    const parts = [
      'window.__reactRouterContext = {"ssr":true}',
      'streamController.enqueue("[1]")',
      "streamController.close()",
      "await one(",
    ];
    const positions = parts.map((part) => script.indexOf(part));
    expect(positions.every((position) => position > script.indexOf("started=true"))).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("loads the route modules with dynamic imports, so nothing is fetched while parsing", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('const route0=await one("/assets/root-B.js");');
    expect(script).toContain('const route1=await one("/assets/home-C.js");');
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js")'),
    );
  });

  it("evaluates one module per task: shared modules, then route modules, then the entry", () => {
    expect(script).toContain("await new Promise((done)=>setTimeout(done,0))");
    expect(script).toContain('for(const url of ["/assets/chunk-D.js"])await one(url);');
    const order = [
      '"/assets/chunk-D.js"])await',
      "route0=await",
      "route1=await",
      'import("/assets/entry.client-A.js")',
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("preloads every module React Router listed", () => {
    expect(script).toContain(
      '["/assets/entry.client-A.js","/assets/chunk-D.js","/assets/root-B.js","/assets/home-C.js"]',
    );
  });

  it("sets up React Router's context and data when hydration starts, not before", async () => {
    const window: { __reactRouterContext?: { ssr: boolean; stream: ReadableStream } } = {};
    await runBootScript(script, { window });
    expect(window.__reactRouterContext).toBeUndefined();
    await runBootScript(script, { window, intents: [{ at: 100, type: "focusin", inForm: true }] });
    expect(window.__reactRouterContext?.ssr).toBe(true);
    const reader = window.__reactRouterContext!.stream.getReader();
    expect(await reader.read()).toEqual({ done: false, value: "[1]" });
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("writes a script that parses", () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it("runs in small tasks: a few preload links per task, then one module per task", async () => {
    const manyPreloads = page.replace(
      '<link rel="stylesheet"',
      Array.from(
        { length: 9 },
        (_, i) => `<link rel="modulepreload" href="/assets/part-${i}.js"/>`,
      ).join("") + '<link rel="stylesheet"',
    );
    const steps = await runBootScript(bootScript(deferHydration(manyPreloads)), {
      intents: [{ at: 100, type: "focusin", inForm: true }],
    });
    const linksPerTask = steps.map(
      (step) => step.did.filter((name) => name.startsWith("link ")).length,
    );
    expect(linksPerTask.reduce((sum, count) => sum + count, 0)).toBe(13);
    expect(Math.max(...linksPerTask)).toBeLessThanOrEqual(4);
    const importsPerTask = steps.map(
      (step) => step.did.filter((name) => name.startsWith("import ")).length,
    );
    expect(Math.max(...importsPerTask)).toBe(1);
    const order = steps.flatMap((step) => step.did);
    expect(order.findLastIndex((name) => name.startsWith("link "))).toBeLessThan(
      order.findIndex((name) => name.startsWith("import ")),
    );
    expect(order.at(-1)).toBe("import /assets/entry.client-A.js");
    expect(order.filter((name) => name === "import /assets/entry.client-A.js")).toHaveLength(1);
  });

  it("loads nothing while the visitor does not turn to a form", async () => {
    const steps = await runBootScript(script, {
      intents: [
        { at: 500, type: "pointerover", inForm: false },
        { at: 900, type: "focusin", inForm: false },
        { at: 1200, type: "scroll", inForm: true },
      ],
    });
    expect(steps).toEqual([]);
  });

  it("starts on the first pointer, focus or input in a form, and only once", async () => {
    for (const type of INTENT_EVENTS) {
      const steps = await runBootScript(script, {
        intents: [
          { at: 300, type: "focusin", inForm: false },
          { at: 700, type, inForm: true },
          { at: 720, type, inForm: true },
          { at: 760, type: "pointerdown", inForm: true },
        ],
      });
      expect(steps[0]!.at).toBe(700);
      const imports = steps.flatMap((step) => step.did).filter((did) => did.startsWith("import "));
      expect(imports.filter((did) => did === "import /assets/entry.client-A.js")).toHaveLength(1);
      expect(new Set(imports).size).toBe(imports.length);
    }
  });

  it("starts at once when focus is already in a form as the script runs", async () => {
    const steps = await runBootScript(script, { focusInForm: true });
    expect(steps[0]!.at).toBe(0);
  });

  it("leaves a page without a hydration script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hallo</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses a hydration script of an unexpected form instead of breaking the page", () => {
    expect(() => deferHydration('<script type="module" async="">console.log(1)</script>')).toThrow(
      DeferHydrationError,
    );
  });
});

interface StandInPage {
  /** Events the visitor causes: at a virtual time, of a type, on an element in a form or not. */
  intents?: { at: number; type: string; inForm: boolean }[];
  /** Whether focus is in a form when the script runs. */
  focusInForm?: boolean;
  /** The page's global object, for what the script sets on it. */
  window?: object;
}

interface Step {
  /** Virtual time at which the task ran, ms. */
  at: number;
  did: string[];
}

/**
 * Runs a boot script against a stand-in for the browser with a virtual clock: each timer and
 * each of the visitor's events is a task of its own. Returns what each task did
 * (`link <href>`, `import <url>`).
 */
async function runBootScript(
  script: string,
  { intents = [], focusInForm = false, window = {} }: StandInPage = {},
): Promise<Step[]> {
  let now = 0;
  let order = 0;
  const tasks: { due: number; order: number; run: () => void }[] = [];
  const queue = (due: number, run: () => void) => tasks.push({ due, order: order++, run });
  const steps: Step[] = [{ at: 0, did: [] }];
  const record = (entry: string) => steps.at(-1)!.did.push(entry);
  class Element {
    constructor(private readonly inForm: boolean) {}
    closest(selector: string) {
      return selector === "form" && this.inForm ? {} : null;
    }
  }
  const listeners = new Map<string, Set<(event: { target: unknown }) => void>>();
  const addEventListener = (type: string, listener: (event: { target: unknown }) => void) => {
    listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
  };
  const removeEventListener = (type: string, listener: (event: { target: unknown }) => void) => {
    listeners.get(type)?.delete(listener);
  };
  for (const { at, type, inForm } of intents) {
    queue(at, () => {
      for (const listener of [...(listeners.get(type) ?? [])])
        listener({ target: new Element(inForm) });
    });
  }
  const document = {
    activeElement: new Element(focusInForm),
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { href: string }) => record(`link ${link.href}`) },
  };
  const load = async (url: string) => {
    record(`import ${url}`);
    return {};
  };
  const run = new Function(
    "document",
    "window",
    "setTimeout",
    "addEventListener",
    "removeEventListener",
    "Element",
    "load",
    `return (async () => {${script.replace(/\bimport\(/g, "load(")}})()`,
  );
  await run(
    document,
    window,
    (callback: () => void, ms = 0) => queue(now + ms, callback),
    addEventListener,
    removeEventListener,
    Element,
    load,
  );
  for (let turn = 0; tasks.length > 0 && turn < 400; turn++) {
    tasks.sort((a, b) => a.due - b.due || a.order - b.order);
    const task = tasks.shift()!;
    now = Math.max(now, task.due);
    steps.push({ at: now, did: [] });
    task.run();
    // Let the promise callbacks of this task run before the next task, as a browser does.
    for (let i = 0; i < 20; i++) await Promise.resolve();
  }
  return steps.filter((step) => step.did.length > 0);
}
