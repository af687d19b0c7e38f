/**
 * Where images appear and how wide they are drawn there: the layout of each place, written with
 * the breakpoints and lengths of the stylesheets it mirrors. From it come the `sizes` attribute
 * (what the browser needs to pick a file) and the widths the build generates (1× and 2× of every
 * size a place takes), so a phone never loads a desktop-sized file.
 * `tests/e2e/image-places.spec.ts` checks these numbers against the rendered pages.
 */
import { BREAKPOINTS } from "../lib/breakpoints";

const [XL, LG, MD, SM] = BREAKPOINTS; // 1400, 1199, 767, 575

/** `--space-*` of app/styles/global.css, in px. */
const SPACE = { 2: 8, 3: 16, 4: 24, 5: 40 } as const;
/** Cards and tiles have a 1 px border on each side around their image. */
const BORDER = 2;
/** `.page`: `min(100% - 2 * var(--space-3), var(--page-width))`. */
const PAGE_WIDTH = 1152;
const page = (viewport: number) => Math.min(viewport - 2 * SPACE[3], PAGE_WIDTH);
/** Width of one of `count` columns separated by `gap` in `width`. */
const column = (width: number, count: number, gap: number) => (width - (count - 1) * gap) / count;
function memberPhotoWidth(viewport: number): number {
  if (viewport >= LG + 1) return 280 - BORDER;
  return Math.min(280, column(page(viewport), viewport <= MD ? 2 : 3, 16)) - BORDER;
}
/** One slide of the carousel (Carousel.module.css): `--gap` is space-4, space-3 up to 767 px. */
const slide = (viewport: number, perView: number) => {
  const gap = viewport <= MD ? SPACE[3] : SPACE[4];
  return (page(viewport) + gap) / perView - gap;
};

/**
 * How the image fills its box: `width` (height follows the image), `cover` or `contain` in a box
 * of the given aspect ratio (width / height) or height in px (fixed, or per viewport width).
 */
export type Fit =
  | { kind: "width" }
  | { kind: "cover" | "contain"; ratio: number }
  | { kind: "cover" | "contain"; height: number | ((viewport: number) => number) };

export interface Place {
  /** The CSS width of the image's box at a viewport width, in CSS px. */
  slot: (viewport: number) => number;
  fit: Fit;
  /** Smallest source that still looks sharp on a normal screen (rasters only). */
  minimum: { width?: number; height?: number };
  /** Only the fallback format, one width (the Open Graph image). */
  single?: number;
  /**
   * An SVG here is written into the page's HTML instead of loaded as a file: a file would be an
   * SVG document of its own, set up on the main thread while the page's first frame waits.
   * Such a place is drawn once per page: its SVG's ids are unique in the page only once.
   */
  inline?: true;
}

export const PLACES = {
  /** Full-width header images (landing page, university, donation page). */
  hero: {
    slot: (v) => v,
    fit: { kind: "width" },
    minimum: { width: 1200 },
  },
  /** A header image inside the page column (supporters of a season). */
  banner: {
    slot: page,
    fit: { kind: "width" },
    minimum: { width: 1000 },
  },
  /**
   * TeamSeason.module.css: 3 columns of cards at most 280 px wide, 2 up to 767 px; the photo is
   * 300 px high, on phones (up to 575 px) 3:4 of its width.
   */
  memberPhoto: {
    // The card's 1 px border is inside its 280 px.
    slot: memberPhotoWidth,
    fit: { kind: "cover", height: (v) => (v <= SM ? (memberPhotoWidth(v) * 4) / 3 : 300) },
    minimum: { width: 280, height: 300 },
  },
  /** TileGrid.module.css, garage: 2 columns on phones, 3 from 768 px; 16:9 tiles. */
  carTile: {
    slot: (v) =>
      (v <= SM ? column(page(v), 2, SPACE[3]) : column(page(v), v <= MD ? 2 : 3, SPACE[4])) -
      BORDER,
    fit: { kind: "cover", ratio: 16 / 9 },
    minimum: { width: 400 },
  },
  /** CardGrid.module.css, supporter seasons: 1 column on phones, 2, then 3 from 768 px; 3:2 tiles. */
  seasonTile: {
    slot: (v) => (v <= SM ? page(v) : column(page(v), v <= MD ? 2 : 3, SPACE[4])) - BORDER,
    fit: { kind: "cover", ratio: 3 / 2 },
    minimum: { width: 400 },
  },
  /** CarDetail.module.css: the whole column, from 1200 px 7 of 12 parts beside the facts. */
  carDetail: {
    slot: (v) => (v <= LG ? page(v) : ((page(v) - SPACE[5]) * 7) / 12),
    fit: { kind: "width" },
    minimum: { width: 800 },
  },
  /** Landing carousel: 3 cards in view, 2 up to 1400 px, 1 up to 767 px; 3:2 images. */
  landingCard: {
    slot: (v) => slide(v, v <= MD ? 1 : v <= XL ? 2 : 3) - BORDER,
    fit: { kind: "cover", ratio: 3 / 2 },
    minimum: { width: 600 },
  },
  /** About-us carousel: 2 in view, 1 up to 767 px; 8:5 images. */
  aboutUs: {
    slot: (v) => slide(v, v <= MD ? 1 : 2),
    fit: { kind: "cover", ratio: 8 / 5 },
    minimum: { width: 800 },
  },
  /** EventAccordion.module.css: a 56 px round frame. */
  eventLogo: {
    slot: () => 56,
    fit: { kind: "contain", ratio: 1 },
    minimum: { width: 56, height: 56 },
  },
  /** EventAccordion.module.css: the panel's content, at most 40rem. */
  eventImage: {
    slot: (v) => Math.min(640, page(v) - (v <= MD ? 2 * SPACE[4] : 2 * SPACE[4] + 56 + SPACE[3])),
    fit: { kind: "width" },
    minimum: { width: 640 },
  },
  /** PartnerClasses.module.css: 2 columns, 4 from 576 px, in a padded card; 2:1 boxes. */
  supporterLogo: {
    slot: (v) =>
      v <= SM
        ? column(page(v) - 2 * SPACE[4], 2, SPACE[3])
        : column(page(v) - 2 * SPACE[5], 4, SPACE[3]),
    fit: { kind: "contain", ratio: 2 },
    minimum: { width: 200 },
  },
  /** SponsorsStrip.module.css: 8em (128 px) high, at most the strip's width. */
  sponsorStrip: {
    slot: (v) => v - 2 * SPACE[3],
    fit: { kind: "contain", height: 128 },
    minimum: { height: 128 },
  },
  toolbarLogo: {
    slot: () => 160,
    fit: { kind: "contain", height: 40 },
    minimum: { height: 40 },
    inline: true,
  },
  footerLogo: {
    slot: () => 199,
    fit: { kind: "contain", height: 79 },
    minimum: { height: 79 },
  },
  /** legal.module.css: `min(100%, 360px)`. */
  dataProtectionLogo: {
    slot: (v) => Math.min(360, v - 2 * SPACE[3]),
    fit: { kind: "width" },
    minimum: { width: 360 },
  },
  /** CardGrid.module.css, news: 1 column on phones, 2, then 3 from 768 px; 3:2 cards. */
  newsCard: {
    slot: (v) => (v <= SM ? page(v) : column(page(v), v <= MD ? 2 : 3, SPACE[4])) - BORDER,
    fit: { kind: "cover", ratio: 3 / 2 },
    minimum: { width: 400 },
  },
  /** NewsPost.module.css: the article's column, at most 48rem. */
  newsLead: {
    slot: (v) => Math.min(768, page(v)),
    fit: { kind: "width" },
    minimum: { width: 768 },
  },
  /** Open Graph image for link previews: one JPEG or PNG, 1200 px wide. */
  share: {
    slot: () => 1200,
    fit: { kind: "width" },
    minimum: { width: 600 },
    single: 1200,
  },
} satisfies Record<string, Place>;

export type PlaceName = keyof typeof PLACES;

/** Whether one of these places writes an SVG into the page (`inline`). */
export function inlinesSvg(places: readonly PlaceName[]): boolean {
  return places.some((name) => (PLACES[name] as Place).inline === true);
}

export const PLACE_NAMES = Object.keys(PLACES) as PlaceName[];

/** Viewports the model covers; wider screens get the files for MAX_VIEWPORT. */
export const MIN_VIEWPORT = 320;
export const MAX_VIEWPORT = 1920;
/** No file is wider than this (a 1920 px wide screen at 2× gets 2560). */
export const MAX_FILE_WIDTH = 2560;
/**
 * Neighbouring widths differ by at most this factor: a screen at 1.75× (Lighthouse's phone) then
 * always finds a file between what it needs and twice the drawn width (1.75 × 1.14 < 2).
 */
const MAX_STEP = 1.14;

/** How wide the image itself is drawn (cropped or letterboxed) in its box at a viewport width. */
export function drawnWidth(place: PlaceName, aspect: number, viewport: number): number {
  const { slot, fit } = PLACES[place] as Place;
  const box = slot(viewport);
  if (fit.kind === "width") return box;
  const height = "height" in fit && typeof fit.height === "function" ? fit.height(viewport) : 0;
  const boxAspect =
    "ratio" in fit ? fit.ratio : box / (typeof fit.height === "number" ? fit.height : height);
  return fit.kind === "cover"
    ? box * Math.max(1, aspect / boxAspect)
    : box * Math.min(1, aspect / boxAspect);
}

/** A stretch of viewport widths (up to `upTo`, inclusive) where the drawn width is `a·vw + b`. */
export interface Piece {
  upTo: number;
  a: number;
  b: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The drawn width as straight pieces, found by evaluating it at every whole viewport width. */
export function pieces(place: PlaceName, aspect: number): Piece[] {
  const width = (v: number) => drawnWidth(place, aspect, v);
  const found: Piece[] = [];
  for (let v = MIN_VIEWPORT + 1; v <= MAX_VIEWPORT; v++) {
    // The line through this width and the one before; at a breakpoint it mixes both sides.
    const a = width(v) - width(v - 1);
    const piece = { upTo: v, a, b: width(v) - a * v };
    const last = found.at(-1);
    if (last && Math.abs(last.a - a) < 1e-6 && Math.abs(last.b - piece.b) < 1e-3) last.upTo = v;
    else found.push(piece);
  }
  // Drop those 1 px mixtures: the next piece's line holds there too.
  const out = found.filter(
    (piece, i) =>
      i === 0 || i === found.length - 1 || piece.upTo - (found[i - 1] as Piece).upTo > 1,
  );
  const merged: Piece[] = [];
  for (const piece of out) {
    const last = merged.at(-1);
    if (last && Math.abs(last.a - piece.a) < 1e-6 && Math.abs(last.b - piece.b) < 1e-3)
      last.upTo = piece.upTo;
    else merged.push({ ...piece });
  }
  const first = merged[0];
  if (first && merged.length > 1 && first.upTo === MIN_VIEWPORT + 1) merged.shift();
  const last = merged.at(-1);
  if (last) last.upTo = Number.POSITIVE_INFINITY;
  return merged.map(({ upTo, a, b }) => ({ upTo, a: round(a, 6), b: round(b, 3) }));
}

function length(piece: Piece): string {
  if (piece.a === 0) return `${Math.ceil(piece.b)}px`;
  const vw = `${round(piece.a * 100, 2)}vw`;
  if (Math.abs(piece.b) < 0.5) return vw;
  return `calc(${vw} ${piece.b < 0 ? "-" : "+"} ${round(Math.abs(piece.b), 1)}px)`;
}

/** The `sizes` attribute for an image of this aspect ratio (width / height) in this place. */
export function sizesFor(place: PlaceName, aspect: number): string {
  return pieces(place, aspect)
    .map((piece) =>
      piece.upTo === Number.POSITIVE_INFINITY
        ? length(piece)
        : `(max-width: ${piece.upTo}px) ${length(piece)}`,
    )
    .join(", ");
}

/** `from`, `to` and widths in between, each at most {@link MAX_STEP} times the one before. */
function ladder(from: number, to: number): number[] {
  const steps = Math.max(1, Math.ceil(Math.log(to / from) / Math.log(MAX_STEP)));
  return Array.from({ length: steps + 1 }, (_, k) => from * (to / from) ** (k / steps));
}

/**
 * The widths to generate for an image of `sourceWidth` × aspect used in these places: for every
 * piece of every place, its narrowest and widest drawing at 1× and 2× with steps of at most 14 %
 * in between (as few as that allows); never wider than the source or
 * {@link MAX_FILE_WIDTH}. A piece of constant width needs only two files: whatever a screen's
 * pixel ratio up to 2, the next file up is at most twice as wide as drawn.
 */
export function widthsFor(places: readonly PlaceName[], aspect: number, sourceWidth: number) {
  const limit = Math.min(sourceWidth, MAX_FILE_WIDTH);
  const wanted: number[] = [];
  for (const place of places) {
    const single = (PLACES[place] as Place).single;
    if (single) {
      wanted.push(single);
      continue;
    }
    const all = pieces(place, aspect);
    for (const [i, piece] of all.entries()) {
      const from = i === 0 ? MIN_VIEWPORT : (all[i - 1] as Piece).upTo + 1;
      const to = Math.min(piece.upTo, MAX_VIEWPORT);
      const ends = [piece.a * from + piece.b, piece.a * to + piece.b];
      const [narrowest, widest] = [Math.min(...ends), Math.max(...ends)];
      for (const density of [1, 2]) wanted.push(...ladder(narrowest * density, widest * density));
    }
  }
  const sorted = [...new Set(wanted.map((w) => Math.min(Math.ceil(w - 1e-6), limit)))].sort(
    (x, y) => y - x,
  );
  // From the widest down, as few as keep every step within MAX_STEP: of the widths one step
  // reaches, the smallest.
  const widths: number[] = [];
  for (let i = 0; i < sorted.length;) {
    const kept = widths.at(-1);
    let j = i;
    if (kept !== undefined) {
      while (j + 1 < sorted.length && (sorted[j + 1] as number) * MAX_STEP >= kept) j += 1;
    }
    widths.push(sorted[j] as number);
    i = j + 1;
  }
  widths.reverse();
  return widths;
}
