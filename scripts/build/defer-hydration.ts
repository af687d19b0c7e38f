/**
 * Rewrites a prerendered page that hydrates (only the form pages do, see
 * docs/decisions/0120-no-javascript-by-default.md; any other page has no boot script and stays as
 * it is) so that its JavaScript starts loading only after the page has
 * loaded and painted (or after a few seconds, whichever is first), instead of competing with the stylesheet,
 * the font and the largest image for the visitor's bandwidth. The page is complete HTML without
 * JavaScript, so nothing is missing meanwhile; see docs/decisions/0031-hydration-after-load.md.
 *
 * React Router writes one inline module script with static imports of the route modules and a
 * dynamic import of the client entry, and a `modulepreload` link per module. The links are removed
 * and re-created by the script when it starts; the static imports become dynamic ones, evaluated
 * one module per task (docs/decisions/0032-hydration-in-small-tasks.md).
 */

/**
 * Milliseconds after which the page hydrates even if `load` has not fired (a hanging image) or
 * nothing has been painted (a tab in the background).
 */
export const HYDRATION_FALLBACK_MS = 3000;

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;
const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;

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
  const routeUrls = new Set(imports.map(({ url }) => url));
  // The shared modules (React, React Router, components) before the route modules that use them.
  const shared = preloads.filter((url) => url !== entry && !routeUrls.has(url));
  const loads = imports.map(({ name, url }) => `const ${name}=await one(${JSON.stringify(url)});`);
  const script = [
    `let started=false;`,
    // Each import evaluates in a task of its own, so no single task runs the whole module graph.
    `const one=async(url)=>{const module=await import(url);await new Promise((done)=>setTimeout(done,0));return module};`,
    `const hydrate=async()=>{if(started)return;started=true;`,
    // Adding a preload link starts its download at once but costs a few milliseconds (more on a
    // slow phone): a handful per task.
    `const hrefs=${JSON.stringify(preloads)};`,
    `for(let i=0;i<hrefs.length;i++){const link=document.createElement("link");link.rel="modulepreload";link.href=hrefs[i];document.head.append(link);`,
    `if(i%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await new Promise((done)=>setTimeout(done,0))}`,
    `for(const url of ${JSON.stringify(shared)})await one(url);`,
    ...loads,
    `${rest}};`,
    // Once the page has loaded and its first contentful paint is on screen (a frame can be shown
    // well after load on a busy phone), in the task after the next frame: the scripts neither race
    // the largest image for bandwidth nor delay the frame that shows it.
    `const painted=(then)=>{const seen=()=>performance.getEntriesByName("first-contentful-paint").length>0;`,
    `if(!PerformanceObserver.supportedEntryTypes?.includes("paint")||seen())return then();`,
    `new PerformanceObserver((_,observer)=>{if(seen()){observer.disconnect();then()}}).observe({type:"paint",buffered:true})};`,
    `const afterPaint=()=>painted(()=>requestAnimationFrame(()=>setTimeout(hydrate,0)));`,
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});`,
    // A page in a background tab is not painted; a hanging image delays load.
    `setTimeout(hydrate,${HYDRATION_FALLBACK_MS});`,
  ].join("\n");
  return html
    .replace(PRELOAD_LINK, "")
    .replace(BOOT_SCRIPT, () => `<script type="module">${script}</script>`);
}
