import { content } from "./content.server";
import { donationPath } from "~/lib/paths";
import type { NavigationItem } from "./schema";

export type ShellData = ReturnType<typeof shellData>;

/** The side navigation tree of the spec, with this season's car and team derived from the content. */
function navigationTree(): NavigationItem[] {
  const { site, teams, cars } = content;
  const mission = { name: `Mission ${site.productName}`, link: donationPath(site.productName) };
  const currentTeam = teams[0]?.id ?? "";
  const newestCar = cars[0]?.name ?? "";
  return [
    {
      name: "Formula Student",
      link: "/formulastudent",
      children: [{ name: "Events", link: "/events" }],
    },
    {
      name: "Team",
      link: "/team",
      children: [
        { name: currentTeam, link: `/team/${currentTeam}` },
        { name: "Join Us", link: "/joinus" },
      ],
    },
    {
      name: "Garage",
      link: "/garage",
      children: [
        { name: newestCar, link: `/garage/${newestCar}` },
        { name: "All Seasons", link: "/garage" },
      ],
    },
    {
      name: "Supporters",
      link: "/supporters",
      children: [
        { name: "Supporters and Sponsors", link: "/supporters/seasons" },
        { name: "Alumniverein", link: "/supporters/alumniverein" },
        { name: "Hochschulpartner", link: "/supporters/hochschulpartner" },
        mission,
      ],
    },
    { name: "News", link: "/news" },
    { name: "About Us", link: "/aboutus" },
    mission,
    { name: "Contact Us", link: "/contact" },
  ];
}

export function shellData() {
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
    mapUrl: site.links.map,
    navigation: navigationTree(),
  };
}
