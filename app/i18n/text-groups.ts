/**
 * A catalogue of texts is an object of named groups; a page's loader sends the browser only the
 * groups the page shows (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */
export function pickTextGroups<C extends object, K extends keyof C>(
  catalogue: C,
  groups: readonly K[],
): Pick<C, K> {
  const picked: Partial<C> = {};
  for (const group of groups) picked[group] = catalogue[group];
  return picked as Pick<C, K>;
}

/** The groups of `wanted` that `texts` lacks, in the order given. */
export function missingTextGroups<K extends PropertyKey>(texts: object, wanted: readonly K[]): K[] {
  return wanted.filter((group) => !Object.hasOwn(texts, group));
}

/** The catalogue part `key` of a route's loader data, if the loader sent one. */
export function textsIn(data: unknown, key: string): object | undefined {
  if (typeof data !== "object" || data === null || !Object.hasOwn(data, key)) return undefined;
  const texts = (data as Record<string, unknown>)[key];
  return typeof texts === "object" && texts !== null ? texts : undefined;
}

/** Fails the render of a component that reads groups its route's loader did not send. */
export function requireTextGroups(
  hook: string,
  route: string | undefined,
  missing: readonly PropertyKey[],
) {
  if (missing.length > 0)
    throw new Error(`${hook}: the loader of route "${route}" sent no ${missing.join(", ")} texts`);
}
