/** The classes a stylesheet's selectors name (after a digit, a dot is part of a number). */
export const cssClasses = (css: string): Set<string> =>
  new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/(?<!\d)\.([a-zA-Z][\w-]*)/g)].map(
      ([, name]) => name!,
    ),
  );
