import type { Permission } from "./permissions";

/**
 * Every page of the team area behind the sign-in, with the permission its loader needs and one
 * per action (the form's `intent`). Route modules take their rules from here, and the access
 * test walks this table for every role: a new page or action does not compile without a rule.
 */
export interface AreaPage {
  path: string;
  read: Permission;
  actions: Record<string, Permission>;
  /** One address of another page's route that has rules of its own (the site's settings). */
  within?: string;
}

export const AREA = {
  overview: { path: "/intern", read: "area:use", actions: {} },
  account: {
    path: "/intern/konto",
    read: "area:use",
    actions: {
      "remove-passkey": "area:use",
      "rename-passkey": "area:use",
      "end-session": "area:use",
      "end-all-sessions": "area:use",
      "set-language": "area:use",
    },
  },
  submissions: { path: "/intern/eingaenge", read: "submissions:read", actions: {} },
  submission: {
    path: "/intern/eingaenge/:id",
    read: "submissions:read",
    actions: { "mark-received": "pledges:mark-received", erase: "submissions:erase" },
  },
  submissionsExport: {
    path: "/intern/eingaenge/export",
    read: "submissions:export",
    actions: {},
  },
  erasure: {
    path: "/intern/loeschen",
    read: "submissions:erase",
    actions: { erase: "submissions:erase", purge: "submissions:erase" },
  },
  subscribers: {
    path: "/intern/abonnenten",
    read: "subscribers:read",
    actions: { remove: "subscribers:remove", import: "subscribers:import" },
  },
  subscribersExport: {
    path: "/intern/abonnenten/export",
    read: "subscribers:export",
    actions: {},
  },
  newsletter: {
    path: "/intern/newsletter",
    read: "newsletter:write",
    actions: { create: "newsletter:write", test: "newsletter:write", send: "newsletter:send" },
  },
  newsletterPreview: {
    path: "/intern/newsletter/:id/vorschau",
    read: "newsletter:write",
    actions: {},
  },
  outbox: { path: "/intern/postausgang", read: "outbox:read", actions: { retry: "outbox:retry" } },
  members: {
    path: "/intern/mitglieder",
    read: "members:manage",
    actions: {
      invite: "members:manage",
      "change-role": "members:manage",
      remove: "members:manage",
      "revoke-invitation": "members:manage",
    },
  },
  audit: { path: "/intern/protokoll", read: "audit:read", actions: {} },
  content: { path: "/intern/inhalte", read: "content:edit", actions: {} },
  newsPost: {
    path: "/intern/inhalte/news/:id",
    read: "content:edit",
    actions: { save: "content:edit", delete: "content:edit", preview: "content:edit" },
  },
  newsHistory: {
    path: "/intern/inhalte/news/:id/verlauf",
    read: "content:edit",
    actions: { restore: "content:edit" },
  },
  newsPreview: { path: "/intern/inhalte/news/:id/vorschau", read: "content:edit", actions: {} },
  /** The texts of a page of the site (content/pages/<key>.md). */
  pageText: {
    path: "/intern/inhalte/seiten/:id",
    read: "content:edit",
    actions: {
      save: "content:edit",
      saveDraft: "content:edit",
      publishDraft: "content:edit",
      discardDraft: "content:edit",
      preview: "content:edit",
    },
  },
  /**
   * The preview of unsaved changes (`?entwurf=`, the member's own) or of the saved content
   * (`?seite=`), and the page itself as the frame in it shows it (ADR 0174).
   */
  contentPreview: { path: "/intern/inhalte/vorschau", read: "content:edit", actions: {} },
  contentPreviewFrame: {
    path: "/intern/inhalte/vorschau/seite",
    read: "content:edit",
    actions: {},
  },
  pageHistory: {
    path: "/intern/inhalte/seiten/:id/verlauf",
    read: "content:edit",
    actions: { restore: "content:edit" },
  },
  /** A content file edited in a form made from its schema: a team, a car, the events… */
  contentItem: {
    path: "/intern/inhalte/:kind/:id",
    read: "content:edit",
    actions: { save: "content:edit", delete: "content:edit", preview: "content:edit" },
  },
  contentItemHistory: {
    path: "/intern/inhalte/:kind/:id/verlauf",
    read: "content:edit",
    actions: { restore: "content:edit" },
  },
  /** content/site.json, the same form and history, for admins only. */
  siteSettings: {
    path: "/intern/inhalte/einstellungen/alle",
    within: "/intern/inhalte/:kind/:id",
    read: "content:site",
    actions: { save: "content:site", preview: "content:site" },
  },
  siteSettingsHistory: {
    path: "/intern/inhalte/einstellungen/alle/verlauf",
    within: "/intern/inhalte/:kind/:id/verlauf",
    read: "content:site",
    actions: { restore: "content:site" },
  },
  auditExport: { path: "/intern/protokoll/export", read: "audit:read", actions: {} },
  website: {
    path: "/intern/website",
    read: "site:publish",
    actions: { publish: "site:publish", restore: "site:publish" },
  },
  donations: {
    path: "/intern/kasse",
    read: "donations:manage",
    actions: {
      import: "donations:manage",
      record: "donations:manage",
      dismiss: "donations:manage",
      "close-pledge": "donations:manage",
    },
  },
  donationsExport: {
    path: "/intern/kasse/spenden/export",
    read: "donations:export",
    actions: {},
  },
  receipts: {
    path: "/intern/kasse/bestaetigungen",
    read: "donations:manage",
    actions: { issue: "donations:manage", cancel: "donations:manage", replace: "donations:manage" },
  },
  receiptPdf: {
    path: "/intern/kasse/bestaetigungen/:id",
    read: "donations:manage",
    actions: {},
  },
  receiptSample: {
    path: "/intern/kasse/einstellungen/muster.pdf",
    read: "donations:manage",
    actions: {},
  },
  receiptSettings: {
    path: "/intern/kasse/einstellungen",
    read: "donations:manage",
    actions: { save: "donations:manage" },
  },
} as const satisfies Record<string, AreaPage>;

export type AreaPageKey = keyof typeof AREA;
export type AreaAction<K extends AreaPageKey> = keyof (typeof AREA)[K]["actions"] & string;

/** The pages of the area that need no sign-in (signing in, accepting an invitation). */
export const AREA_PUBLIC_PATHS = [
  "/intern/anmelden",
  "/intern/anmelden/link",
  "/intern/einladung",
  "/intern/abmelden",
  "/intern/passkey",
] as const;
