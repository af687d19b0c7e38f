import type { EnhanceScript } from "./names";

/**
 * What a route asks of the browser, in its `handle`:
 * - `hydrate`: React runs in the browser (forms, the team area); `"on-intent"`: only once the
 *   visitor turns to a form (the public form pages, see HydrateOnIntent); a function decides by
 *   the route's loader data (the news page has a form only when no provider's form is set up);
 * - `scripts`: enhancement scripts the page's markup needs (app/enhance/), also by the loader
 *   data (the news page needs the consent script only for a provider's form).
 * A route that asks for nothing is its prerendered HTML and CSS alone, without any script (the
 * menu needs none: docs/decisions/0122-menu-without-javascript.md).
 */
type Hydration = boolean | "on-intent";

export interface PageHandle {
  hydrate?: Hydration | ((loaderData: unknown) => Hydration);
  scripts?: readonly EnhanceScript[] | ((loaderData: unknown) => readonly EnhanceScript[]);
  clientNavigation?: boolean;
}

interface Match {
  handle?: unknown;
  loaderData?: unknown;
}

export interface PageScripts {
  hydrate: boolean;
  /** React starts once the visitor turns to a form, not at load. */
  onIntent: boolean;
  scripts: EnhanceScript[];
  clientNavigation: boolean;
}

/** The scripts of a page from the routes it matched, in a fixed order without duplicates. */
export function pageScripts(matches: readonly Match[]): PageScripts {
  let hydrate = false;
  let onIntent = false;
  let clientNavigation = false;
  const scripts = new Set<EnhanceScript>();
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    if (!handle) continue;
    const wants =
      typeof handle.hydrate === "function" ? handle.hydrate(match.loaderData) : handle.hydrate;
    if (wants) hydrate = true;
    if (wants === "on-intent") onIntent = true;
    if (handle.clientNavigation) clientNavigation = true;
    const names =
      typeof handle.scripts === "function" ? handle.scripts(match.loaderData) : handle.scripts;
    for (const name of names ?? []) scripts.add(name);
  }
  return {
    hydrate,
    onIntent,
    scripts: [...scripts],
    clientNavigation: hydrate && clientNavigation,
  };
}
