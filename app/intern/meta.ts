import type { MetaDescriptor } from "react-router";
import { format } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";

/** A team area page's title; never indexed (the server says so in X-Robots-Tag too). */
export const areaMeta = (title: string): MetaDescriptor[] => [
  { title: format(teamDe.layout.title, { page: title }) },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The area's pages run React in the browser (forms, passkeys) and move between each other without
 * loading a document: see app/root.tsx.
 */
export const AREA_HANDLE = { hydrate: true, clientNavigation: true } as const;
