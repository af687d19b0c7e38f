/**
 * Who may do what in the team area (docs/team-area.md). Enforced on the server in every loader
 * and action (`requireAccess`, `runAction`); the pages only use it to leave out what a member
 * may not use anyway.
 */
export const ROLES = ["admin", "kasse", "newsletter", "redaktion", "lesen"] as const;
export type Role = (typeof ROLES)[number];

const everyone = ROLES;

export const PERMISSIONS = {
  /** The overview and one's own passkeys and sessions. */
  "area:use": everyone,
  /** Contact messages and pledges' amounts and dates. */
  "submissions:read": ["admin", "kasse", "lesen"],
  /** Donors' names and addresses, and searching pledges by them. */
  "donors:read": ["admin", "kasse"],
  "pledges:mark-received": ["admin", "kasse"],
  "submissions:export": ["admin", "kasse"],
  /** Bank statements, matching credits to pledges, donations and receipts (docs/donations.md). */
  "donations:manage": ["admin", "kasse"],
  /** The recorded donations of a year as CSV (names, addresses, amounts). */
  "donations:export": ["admin", "kasse"],
  "submissions:erase": ["admin", "kasse"],
  "subscribers:read": ["admin", "newsletter"],
  "subscribers:remove": ["admin", "newsletter"],
  "subscribers:export": ["admin", "newsletter"],
  /** Importing a list of addresses from another newsletter service (ADR 0172). */
  "subscribers:import": ["admin", "newsletter"],
  /** Making newsletter issues, previewing them and sending tests to oneself. */
  "newsletter:write": ["admin", "newsletter"],
  /** Sending an issue to every confirmed subscriber. */
  "newsletter:send": ["admin", "newsletter"],
  "outbox:read": ["admin"],
  "outbox:retry": ["admin"],
  "members:manage": ["admin"],
  "audit:read": ["admin"],
  /** Writing the site's content (news, teams, supporters, cars, events, carousels), restoring a version. */
  "content:edit": ["admin", "redaktion"],
  /** The site's settings (content/site.json): addresses, bank details, the board. */
  "content:site": ["admin"],
  /** Publishing the site from the content as it is, and returning to an earlier release. */
  "site:publish": ["admin", "redaktion"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether any of a member's roles has the permission: they may do what one of them allows. */
export function can(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => (PERMISSIONS[permission] as readonly Role[]).includes(role));
}

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/**
 * A member's or invitation's roles, each once and in the order of ROLES; undefined when there is
 * none or one is unknown.
 */
export function rolesOf(value: unknown): Role[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRole)) return undefined;
  return ROLES.filter((role) => value.includes(role));
}
