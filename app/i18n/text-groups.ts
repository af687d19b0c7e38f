/**
 * A catalogue of texts is an object of named groups; a page's loader sends the browser only the
 * groups the page shows (the form texts: 0161; the shell's and pages' texts: 0162).
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
