/** The side navigation's id: what the menu buttons open, and the menu link's target. */
export const SIDENAV_ID = "seitennavigation";
