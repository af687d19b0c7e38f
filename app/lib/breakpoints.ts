/** The spec's breakpoints: a value applies at viewport widths up to (and including) that width. */
export const BREAKPOINTS = [1400, 1199, 767, 575] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
export type Level = "base" | Breakpoint;

/** `base` applies above 1400 px; each breakpoint inherits from the next wider one unless set. */
export type Responsive<N extends number = number> = { base: N } & Partial<Record<Breakpoint, N>>;

/** How many slides can be in view at once: CarouselLayout.module.css has a rule for each. */
export type SlidesInView = 1 | 2 | 3 | 4;

/** Fills every breakpoint, each inheriting from the next wider one. */
export function resolve<N extends number>(values: Responsive<N>): Record<Level, N> {
  const out = { base: values.base } as Record<Level, N>;
  let current = values.base;
  for (const bp of BREAKPOINTS) {
    current = values[bp] ?? current;
    out[bp] = current;
  }
  return out;
}

/**
 * The carousel's layout at every breakpoint as data attributes for CarouselLayout.module.css:
 * `data-per-view-1400="2"`, and `data-controls-1400` where more slides exist than fit.
 */
export function layoutAttributes(
  perView: Record<Level, SlidesInView>,
  slideCount: number,
): Record<`data-${string}`, string | undefined> {
  const levels: Level[] = ["base", ...BREAKPOINTS];
  return Object.fromEntries(
    levels.flatMap((level) => [
      [`data-per-view-${level}`, String(perView[level])],
      [`data-controls-${level}`, slideCount > perView[level] ? "" : undefined],
    ]),
  );
}
