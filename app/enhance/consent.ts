/** The consent frames of the page: see consent-frame.ts. */
import { enhanceConsentFrame } from "./consent-frame";

document.querySelectorAll<HTMLElement>("[data-consent-frame]").forEach(enhanceConsentFrame);
