/**
 * Rewrites a prerendered page that hydrates (only the form pages do, see
 * docs/decisions/0120-no-javascript-by-default.md; any other page has no boot script and stays as
 * it is) so that its JavaScript is fetched and run only once the visitor turns to a form: a
 * pointer over or on it, focus or input in it. Until then the page is complete HTML whose forms
 * post without JavaScript, and no script competes with the page for the phone's bandwidth and
 * processor (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 *
 * React Router writes one inline module script with static imports of the route modules and a
 * dynamic import of the client entry, and a `modulepreload` link per module. The links are removed
 * and re-created by the script when it starts; the static imports become dynamic ones, evaluated
 * one module per task (docs/decisions/0032-hydration-in-small-tasks.md). Its classic inline
 * scripts (the router's context and the loader data) move into the boot script too and run when
 * hydration starts, so that the page's first load compiles and runs none of them
 * (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */

/** Events, inside a form, that start hydration (`input` also covers a password manager's autofill). */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "input"] as const;

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;
const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;
/** React Router's context and loader data: classic inline scripts that only hydration reads. */
const ROUTER_DATA_SCRIPT = /<script>(\s*window\.__reactRouterContext\b[\s\S]*?)<\/script>/g;

/** Preload links added in one task. */
const PRELOADS_PER_TASK = 4;

export class DeferHydrationError extends Error {}

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(PRELOAD_LINK)].map(([, href]) => href!);
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new DeferHydrationError("more than one hydration script");
  const body = boots[0]![1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  const entry = ENTRY_IMPORT.exec(body.trim())?.[1];
  if (imports.length === 0 || !entry) {
    throw new DeferHydrationError("the hydration script has an unexpected form");
  }
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const routerData = [...html.matchAll(ROUTER_DATA_SCRIPT)].map(([, code]) => code!.trim());
  const routeUrls = new Set(imports.map(({ url }) => url));
  // The shared modules (React, React Router, components) before the route modules that use them.
  const shared = preloads.filter((url) => url !== entry && !routeUrls.has(url));
  const loads = imports.map(({ name, url }) => `const ${name}=await one(${JSON.stringify(url)});`);
  const script = [
    `let started=false;`,
    // Each import evaluates in a task of its own, so no single task runs the whole module graph.
    `const one=async(url)=>{const module=await import(url);await new Promise((done)=>setTimeout(done,0));return module};`,
    `const hydrate=async()=>{if(started)return;started=true;`,
    // In the order React Router wrote them: the context first, then the data it streams.
    ...routerData.map((code) => `{${code}}`),
    // Adding a preload link starts its download at once but costs a few milliseconds (more on a
    // slow phone): a handful per task.
    `const hrefs=${JSON.stringify(preloads)};`,
    `for(let i=0;i<hrefs.length;i++){const link=document.createElement("link");link.rel="modulepreload";link.href=hrefs[i];document.head.append(link);`,
    `if(i%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await new Promise((done)=>setTimeout(done,0))}`,
    `for(const url of ${JSON.stringify(shared)})await one(url);`,
    ...loads,
    `${rest}};`,
    `const intents=${JSON.stringify(INTENT_EVENTS)};`,
    `const inForm=(target)=>target instanceof Element&&target.closest("form")!==null;`,
    `const turned=(event)=>{if(!inForm(event.target))return;`,
    `for(const type of intents)removeEventListener(type,turned,true);hydrate()};`,
    `for(const type of intents)addEventListener(type,turned,{capture:true,passive:true});`,
    // Focus already in a form (restored by the browser) is an intent that fired before the script.
    `if(inForm(document.activeElement))turned({target:document.activeElement});`,
  ].join("\n");
  return (
    html
      .replace(PRELOAD_LINK, "")
      // The element stays, empty, where React hydrates <Scripts/>; an empty script never runs.
      .replace(ROUTER_DATA_SCRIPT, "<script></script>")
      .replace(BOOT_SCRIPT, () => `<script type="module">${script}</script>`)
  );
}
