import type { Locale } from "~/i18n/locale";
import { mapSearchUrl } from "~/lib/map";
import { contentFor, currentContent } from "./content.server";
import type { Content } from "./parse";
import { donationPath } from "~/lib/paths";
import type { NavigationItem } from "./schema";

export type ShellData = ReturnType<typeof shellData>;

/** The side navigation's names that are not the same in every language (the spec's are mostly English). */
const NAV_NAMES: Record<Locale, { alumni: string; university: string }> = {
  de: { alumni: "Alumniverein", university: "Hochschulpartner" },
  en: { alumni: "Alumni Association", university: "University Partners" },
};

/**
 * The side navigation tree of the spec, with this season's car and team derived from the content.
 * Links are written in German; the navigation moves them into the page's language.
 */
function navigationTree(content: Content, locale: Locale): NavigationItem[] {
  const names = NAV_NAMES[locale];
  const english = (name: string) => ({ name, ...(locale === "de" && { lang: "en" }) });
  const { site, teams, cars } = content;
  const mission = { name: `Mission ${site.productName}`, link: donationPath(site.productName) };
  const currentTeam = teams[0]?.id ?? "";
  const newestCar = cars[0]?.name ?? "";
  return [
    {
      name: "Formula Student",
      link: "/formulastudent",
      children: [{ ...english("Events"), link: "/events" }],
    },
    {
      name: "Team",
      link: "/team",
      children: [
        { name: currentTeam, link: `/team/${currentTeam}` },
        { ...english("Join Us"), link: "/joinus" },
      ],
    },
    {
      name: "Garage",
      link: "/garage",
      children: [
        { name: newestCar, link: `/garage/${newestCar}` },
        { ...english("All Seasons"), link: "/garage" },
      ],
    },
    {
      name: "Supporters",
      link: "/supporters",
      children: [
        { ...english("Supporters and Sponsors"), link: "/supporters/seasons" },
        { name: names.alumni, link: "/supporters/alumniverein" },
        { name: names.university, link: "/supporters/hochschulpartner" },
        mission,
      ],
    },
    { name: "News", link: "/news" },
    { ...english("About Us"), link: "/aboutus" },
    mission,
    { ...english("Contact Us"), link: "/contact" },
  ];
}

export function shellData(locale: Locale) {
  const content = contentFor(locale);
  const { site } = content;
  return {
    productName: site.productName,
    associationName: site.associationName,
    origin: site.origin,
    shareImage: site.images.share,
    tagline: site.tagline,
    copyrightYear: site.facts.copyrightYear,
    donationPath: donationPath(site.productName),
    logos: { toolbar: site.logos.toolbar, footer: site.logos.footer },
    mainSponsors: site.mainSponsors,
    social: site.social,
    postalAddress: site.postalAddress,
    mapUrl: site.links.map || mapSearchUrl(site.postalAddress),
    navigation: navigationTree(content, locale),
    imageStylesheet: currentContent().imageStylesheet,
  };
}
