import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import { BREAKPOINTS, type Level } from "~/lib/breakpoints";
import { format } from "~/i18n/format";

/** The spec's slide transition is 500 ms; Embla's duration is a spring constant, and 20 settles visibly in about 500 ms. */
const SLIDE_DURATION = 20;
/** The spec's swipe threshold: a drag shorter than this is still a click. */
const SWIPE_THRESHOLD_PX = 20;

/** The texts the behaviour writes, in the page's language (the markup's `data-texts`). */
export interface CarouselTexts {
  inViewOne: string;
  inViewMany: string;
  position: string;
}

function optionsOf(perScroll: Record<Level, number>): EmblaOptionsType {
  return {
    loop: true,
    align: "start",
    duration: SLIDE_DURATION,
    dragThreshold: SWIPE_THRESHOLD_PX,
    slidesToScroll: perScroll.base,
    breakpoints: {
      ...Object.fromEntries(
        BREAKPOINTS.map((bp) => [`(max-width: ${bp}px)`, { slidesToScroll: perScroll[bp] }]),
      ),
      "(prefers-reduced-motion: reduce)": { duration: 0 },
    },
  };
}

/**
 * Embla only changes slides after a drag of about a fifth of the view (or a fast flick); the
 * spec's swipe threshold is 20 px, so a longer horizontal swipe that Embla would snap back moves
 * one step in the swipe's direction.
 */
function stepOnShortSwipes(api: EmblaCarouselType) {
  type Point = { x: number; y: number };
  let start: Point | null = null;
  let end: Point | null = null;
  let snapAtDown = 0;
  const pointOf = (event: MouseEvent | TouchEvent): Point | null => {
    const p = "changedTouches" in event ? event.changedTouches[0] : event;
    return p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onDown = (event: MouseEvent | TouchEvent) => {
    start = pointOf(event);
    end = null;
  };
  const onUp = (event: MouseEvent | TouchEvent) => {
    if (start) end = pointOf(event);
  };
  const root = api.rootNode();
  root.addEventListener("mousedown", onDown);
  root.addEventListener("touchstart", onDown, { passive: true });
  // Capture phase: runs before Embla's own release handler, which emits "pointerUp".
  document.addEventListener("mouseup", onUp, true);
  document.addEventListener("touchend", onUp, true);
  api.on("pointerDown", () => {
    snapAtDown = api.selectedScrollSnap();
  });
  api.on("pointerUp", () => {
    const from = start;
    const to = end;
    start = end = null;
    if (!from || !to) return;
    const dx = to.x - from.x;
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(to.y - from.y)) return;
    if (api.selectedScrollSnap() !== snapAtDown) return;
    if (dx < 0) api.scrollNext();
    else api.scrollPrev();
  });
}

/**
 * Makes a carousel's markup (app/components/carousel/Carousel.tsx) a circular carousel: Embla
 * moves the row; prev/next, one dot per position, the arrow keys and swipes move it; a live
 * region says which slides are in view once it settles.
 */
export function enhanceCarousel(section: HTMLElement): EmblaCarouselType | undefined {
  const viewport = section.querySelector<HTMLElement>("[data-carousel-viewport]");
  const dots = section.querySelector<HTMLElement>("[data-carousel-dots]");
  const dotTemplate = dots?.querySelector("li");
  const status = section.querySelector<HTMLElement>("[data-carousel-status]");
  if (!viewport || !dots || !dotTemplate || !status) return undefined;
  const texts = JSON.parse(section.dataset.texts ?? "{}") as CarouselTexts;
  const perScroll = JSON.parse(section.dataset.perScroll ?? '{"base":1}') as Record<Level, number>;
  const count = viewport.firstElementChild?.children.length ?? 0;

  viewport.scrollLeft = 0;
  const api = EmblaCarousel(viewport, optionsOf(perScroll));

  const showSelected = () => {
    const selected = api.selectedScrollSnap();
    dots.querySelectorAll("button").forEach((dot, index) => {
      if (index === selected) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const buildDots = () => {
    const snaps = api.scrollSnapList();
    dots.replaceChildren(
      ...snaps.map((_, index) => {
        const item = dotTemplate.cloneNode(true) as HTMLLIElement;
        item.hidden = false;
        const dot = item.querySelector("button")!;
        dot.setAttribute(
          "aria-label",
          format(texts.position, { index: index + 1, count: snaps.length }),
        );
        dot.addEventListener("click", () => api.scrollTo(index));
        return item;
      }),
    );
    section.toggleAttribute("data-single", snaps.length < 2);
    showSelected();
  };
  const describe = () => {
    const visible = api
      .slidesInView()
      .map((i) => i + 1)
      .sort((a, b) => a - b);
    if (visible.length === 0) return "";
    if (visible.length === 1) return format(texts.inViewOne, { index: visible[0] ?? 1, count });
    return format(texts.inViewMany, { list: visible.join(", "), count });
  };

  buildDots();
  api.on("reInit", buildDots).on("select", showSelected);
  api.on("settle", () => {
    status.textContent = describe();
  });
  stepOnShortSwipes(api);
  section
    .querySelector("[data-carousel-previous]")
    ?.addEventListener("click", () => api.scrollPrev());
  section.querySelector("[data-carousel-next]")?.addEventListener("click", () => api.scrollNext());
  section.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api.scrollNext();
    }
  });
  section.dataset.enhanced = "";
  return api;
}
