import type { Content } from "~/content/parse";

/** `/missionegnition` for the product name "e-gnition": "mission" plus the name's letters and digits. */
export function donationPath(productName: string): string {
  return `/mission${productName.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}

/** "2025" or "egn25" → the four-digit season, or undefined when the form is not recognised. */
export function seasonFromYearParam(param: string | undefined): string | undefined {
  if (!param) return undefined;
  const short = /^egn(\d{2})$/i.exec(param);
  if (short) return `20${short[1]}`;
  return /^\d{4}$/.test(param) ? param : undefined;
}

export const STATIC_PATHS = [
  "/home",
  "/formulastudent",
  "/events",
  "/team",
  "/joinus",
  "/aboutus",
  "/garage",
  "/supporters",
  "/supporters/seasons",
  "/supporters/alumniverein",
  "/foerderverein",
  "/supporters/university",
  "/news",
  "/contact",
  "/contact/danke",
  "/imprint",
  "/dataprotection",
];

/** Every route whose page is known at build time. */
export function prerenderPaths(content: Content): string[] {
  const donation = donationPath(content.site.productName);
  return [
    ...STATIC_PATHS,
    donation,
    `${donation}/danke`,
    ...content.teams.flatMap((t) => [`/team/${t.season}`, `/team/${t.id}`]),
    ...content.cars.map((c) => `/garage/${c.name}`),
    ...content.supporterSeasons.map((s) => `/supporters/${s.season}`),
  ];
}
