/** The carousels of the page (home, about us): see carousel-behaviour.ts. */
import { enhanceCarousel } from "./carousel-behaviour";

document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(enhanceCarousel);
