import { useId, type ReactNode } from "react";
import {
  layoutAttributes,
  resolve,
  type Responsive,
  type SlidesInView,
} from "../../lib/breakpoints";
import type { CarouselTexts } from "~/enhance/carousel-behaviour";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/useMessages";
import styles from "./Carousel.module.css";
import layout from "./CarouselLayout.module.css";

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
 * A circular carousel. The markup is a horizontally scrollable row with scroll snapping, so every
 * slide is reachable without JavaScript; app/enhance/carousel.ts (Embla) adds swipe, the prev/next
 * buttons, the dots and the arrow keys where the route loads it (`handle.scripts`).
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
  const texts = useMessages("carousel").carousel;
  const slidesId = `${useId()}-slides`;
  const behaviourTexts: CarouselTexts = {
    inViewOne: texts.inViewOne,
    inViewMany: texts.inViewMany,
    position: texts.position,
  };

  return (
    <section
      className={`${styles.carousel} ${layout.layout} ${className ?? ""}`}
      {...layoutAttributes(resolve(perView), count)}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-per-scroll={JSON.stringify(resolve(perScroll))}
      data-texts={JSON.stringify(behaviourTexts)}
    >
      <div className={styles.viewport} id={slidesId} data-carousel-viewport="">
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
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={texts.previous}
          data-carousel-previous=""
        >
          <Chevron direction="left" />
        </button>
        <ol className={styles.dots} aria-label={texts.choose} data-carousel-dots="">
          <li hidden>
            <button type="button" className={styles.dot} aria-controls={slidesId} />
          </li>
        </ol>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={texts.next}
          data-carousel-next=""
        >
          <Chevron direction="right" />
        </button>
      </div>
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-carousel-status=""
      />
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
