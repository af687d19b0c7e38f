/**
 * The carousels of the page (home, about us): see carousel-behaviour.ts. Each one starts when it
 * comes within a screen's height of view, in a task of its own after the page has been painted,
 * so that neither the first paint nor one long task waits for Embla.
 */
import { enhanceCarousel } from "./carousel-behaviour";

const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      enhanceCarousel(entry.target as HTMLElement);
    }
  },
  { rootMargin: "100% 0px" },
);
document.querySelectorAll<HTMLElement>("[data-carousel]").forEach((carousel) => {
  nearView.observe(carousel);
});
