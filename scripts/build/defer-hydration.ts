/**
 * Rewrites a prerendered page so that its JavaScript starts loading only after the page has
 * loaded and painted (or after a few seconds, whichever is first), instead of competing with the stylesheet,
 * the font and the largest image for the visitor's bandwidth. The page is complete HTML without
 * JavaScript, so nothing is missing meanwhile; see docs/decisions/0031-hydration-after-load.md.
 *
 * React Router writes one inline module script with static imports of the route modules and a
 * dynamic import of the client entry, and a `modulepreload` link per module. The links are removed
 * and re-created by the script when it starts; the static imports become dynamic ones.
 */

/** Milliseconds after which the page hydrates even if `load` has not fired (a hanging image). */
export const HYDRATION_FALLBACK_MS = 3000;

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;

export class DeferHydrationError extends Error {}

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(PRELOAD_LINK)].map(([, href]) => href!);
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new DeferHydrationError("more than one hydration script");
  const body = boots[0]![1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (imports.length === 0 || !body.includes('import("')) {
    throw new DeferHydrationError("the hydration script has an unexpected form");
  }
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const names = imports.map(({ name }) => name).join(",");
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  const script = [
    `let started=false;`,
    `const hydrate=async()=>{if(started)return;started=true;`,
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `const [${names}]=await Promise.all([${loads}]);`,
    `${rest}};`,
    // After the frame that follows load, so the page's largest paint is not raced by the scripts.
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(hydrate,0));`,
    `if(document.readyState==="complete")afterPaint();`,
    `else{addEventListener("load",afterPaint,{once:true});setTimeout(hydrate,${HYDRATION_FALLBACK_MS})}`,
  ].join("\n");
  return html
    .replace(PRELOAD_LINK, "")
    .replace(BOOT_SCRIPT, () => `<script type="module">${script}</script>`);
}
