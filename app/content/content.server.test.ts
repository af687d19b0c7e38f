import { PassThrough } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultCacheDir } from "../images/pipeline/build";
import {
  activateContent,
  contentFor,
  currentContent,
  renderWithContent,
  type SiteContent,
} from "./content.server";
import { loadContent } from "./load-content";

let loaded: SiteContent;
beforeAll(async () => {
  const out = new PassThrough() as unknown as NodeJS.WriteStream;
  const root = process.cwd();
  const { contentByLocale, imageStylesheet } = await loadContent(root, {
    cacheDir: defaultCacheDir(root),
    out,
  });
  loaded = { byLocale: contentByLocale, imageStylesheet };
  activateContent(loaded);
}, 60_000);

describe("contentFor", () => {
  it("gives the German content on German pages", () => {
    const { site, pages, events, teams } = contentFor("de");
    expect(site.tagline).toBe(
      "Aus Leidenschaft für den Rennsport – elektrisch und fahrerlos, gebaut in Hamburg.",
    );
    expect(pages.imprint.title).toBe("Impressum");
    expect(events[0]?.location).toBe("Hockenheimring, Hockenheim (Deutschland)");
    expect(site.images.landingHero).toMatchObject({
      alt: "Illustration: ein Formula-Student-Rennwagen auf der Strecke",
      credit: "Foto: Max Mustermann",
    });
    expect(teams[0]?.departments[0]?.members[0]?.image?.alt).toMatch(/^Porträt von /);
  });

  it("gives the English content on English pages, with names, links and images shared", () => {
    const german = contentFor("de");
    const english = contentFor("en");
    expect(english.site.tagline).toBe(
      "Driven by a passion for racing – electric and driverless, built in Hamburg.",
    );
    expect(english.pages.imprint.title).toBe("Legal notice");
    expect(english.events[0]?.location).toBe("Hockenheimring, Hockenheim (Germany)");
    expect(english.site.images.landingHero).toMatchObject({
      src: german.site.images.landingHero.src,
      alt: "Illustration: a Formula Student race car on the track",
      credit: "Photo: Max Mustermann",
    });
    expect(english.teams[0]?.departments[0]?.members[0]?.image?.alt).toMatch(/^Portrait of /);
    expect(english.site.emails).toEqual(german.site.emails);
    expect(english.cars.map((car) => car.name)).toEqual(german.cars.map((car) => car.name));
    expect(english.landingCarousel.map((card) => card.link)).toEqual(
      german.landingCarousel.map((card) => card.link),
    );
  });
});

describe("the content pages are rendered from", () => {
  it("is the active content, except inside a render with content of its own", async () => {
    const other: SiteContent = { ...loaded, imageStylesheet: "/assets/images/images-other.css" };
    expect(currentContent()).toBe(loaded);
    const seen = await renderWithContent(other, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentContent();
    });
    expect(seen).toBe(other);
    expect(currentContent()).toBe(loaded);
  });
});
