import type { MetaDescriptor } from "react-router";

/** A team area page's title; never indexed (the server says so in X-Robots-Tag too). */
export const areaMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | Teambereich e-gnition` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The area's pages run React in the browser (forms, passkeys): see app/root.tsx. */
export const AREA_HANDLE = { hydrate: true } as const;
