import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import {
  BREAKPOINTS,
  layoutAttributes,
  resolve,
  type Level,
  type Responsive,
  type SlidesInView,
} from "./breakpoints";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/useMessages";
import styles from "./Carousel.module.css";
import layout from "./CarouselLayout.module.css";

/** The spec's slide transition is 500 ms; Embla's duration is a spring constant, and 20 settles visibly in about 500 ms. */
const SLIDE_DURATION = 20;
/** The spec's swipe threshold: a drag shorter than this is still a click. */
const SWIPE_THRESHOLD_PX = 20;

interface CarouselProps<T> {
  /** Accessible name of the carousel region, e.g. "e-gnition entdecken". */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** How many slides are visible at once. */
  perView: Responsive<SlidesInView>;
  /** How many slides one step moves (default 1). */
  perScroll?: Responsive;
  className?: string;
}

/**
 * A circular carousel (Embla). Before hydration or without JavaScript it is a horizontally
 * scrollable row with scroll snapping, so every slide is reachable; once Embla runs it adds
 * swipe, the prev/next buttons, the dots and the arrow keys.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  perView,
  perScroll = { base: 1 },
  className,
}: CarouselProps<T>) {
  const count = items.length;
  const texts = useMessages().carousel;
  const view = resolve(perView);
  const scroll = resolve(perScroll);

  const scrollKey = JSON.stringify(scroll);
  const options = useMemo<EmblaOptionsType>(() => {
    const s = JSON.parse(scrollKey) as Record<Level, number>;
    return {
      loop: true,
      align: "start",
      duration: SLIDE_DURATION,
      dragThreshold: SWIPE_THRESHOLD_PX,
      slidesToScroll: s.base,
      breakpoints: {
        ...Object.fromEntries(
          BREAKPOINTS.map((bp) => [`(max-width: ${bp}px)`, { slidesToScroll: s[bp] }]),
        ),
        "(prefers-reduced-motion: reduce)": { duration: 0 },
      },
    };
  }, [scrollKey]);

  const [viewportRef, api] = useEmblaCarousel(options);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const regionId = useId();

  const describe = useCallback(
    (embla: EmblaCarouselType) => {
      const visible = embla
        .slidesInView()
        .map((i) => i + 1)
        .sort((a, b) => a - b);
      if (visible.length === 0) return "";
      if (visible.length === 1) return format(texts.inViewOne, { index: visible[0] ?? 1, count });
      return format(texts.inViewMany, { list: visible.join(", "), count });
    },
    [count, texts],
  );

  useEffect(() => {
    if (!api) return;
    api.rootNode().scrollLeft = 0;
    const sync = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
    };
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onSettle = () => setAnnouncement(describe(api));
    sync();
    setReady(true);
    api.on("reInit", sync).on("select", onSelect).on("settle", onSettle);
    return () => {
      api.off("reInit", sync).off("select", onSelect).off("settle", onSettle);
    };
  }, [api, describe]);

  // Embla only changes slides after a drag of about a fifth of the view (or a fast flick);
  // the spec's swipe threshold is 20 px, so a longer horizontal swipe that Embla would snap
  // back moves one step in the swipe's direction.
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
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
    const onEmblaDown = () => {
      snapAtDown = api.selectedScrollSnap();
    };
    const onEmblaUp = () => {
      const from = start;
      const to = end;
      start = end = null;
      if (!from || !to) return;
      const dx = to.x - from.x;
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(to.y - from.y)) return;
      if (api.selectedScrollSnap() !== snapAtDown) return;
      if (dx < 0) api.scrollNext();
      else api.scrollPrev();
    };
    root.addEventListener("mousedown", onDown);
    root.addEventListener("touchstart", onDown, { passive: true });
    // Capture phase: runs before Embla's own release handler, which emits "pointerUp".
    document.addEventListener("mouseup", onUp, true);
    document.addEventListener("touchend", onUp, true);
    api.on("pointerDown", onEmblaDown).on("pointerUp", onEmblaUp);
    return () => {
      root.removeEventListener("mousedown", onDown);
      root.removeEventListener("touchstart", onDown);
      document.removeEventListener("mouseup", onUp, true);
      document.removeEventListener("touchend", onUp, true);
      api.off("pointerDown", onEmblaDown).off("pointerUp", onEmblaUp);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api.scrollNext();
    }
  };

  return (
    <section
      className={`${styles.carousel} ${layout.layout} ${className ?? ""}`}
      {...layoutAttributes(view, count)}
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={ready || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef} id={`${regionId}-slides`}>
        <div className={styles.container}>
          {items.map((item, index) => (
            <div
              key={itemKey(item, index)}
              className={styles.slide}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={format(texts.slideLabel, { index: index + 1, count })}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        {ready && snaps.length > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              onClick={prev}
              aria-controls={`${regionId}-slides`}
              aria-label={texts.previous}
            >
              <Chevron direction="left" />
            </button>
            <ol className={styles.dots} aria-label={texts.choose}>
              {snaps.map((_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={format(texts.position, { index: index + 1, count: snaps.length })}
                    aria-current={index === selected ? "true" : undefined}
                    aria-controls={`${regionId}-slides`}
                    onClick={() => api?.scrollTo(index)}
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className={styles.arrow}
              onClick={next}
              aria-controls={`${regionId}-slides`}
              aria-label={texts.next}
            >
              <Chevron direction="right" />
            </button>
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
