import type { TeamTokenRow } from "../db/schema";
import { formatDateTime } from "../format";
import { linkUrl, type LinkKind } from "./links";

export interface TeamLinkMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

const ROLE_NAMES: Record<string, string> = {
  admin: "admin (alles, auch Mitglieder und Rollen)",
  kasse: "kasse (Spenden mit Namen und Adressen, Exporte, Löschungen)",
  newsletter: "newsletter (Abonnentinnen und Abonnenten)",
  redaktion: "redaktion (Inhalte der Website bearbeiten und veröffentlichen)",
  lesen: "lesen (Nachrichten sowie Beträge und Daten der Spenden)",
};

/** "mit der Rolle kasse (…)", "mit den Rollen newsletter (…) und redaktion (…)". */
function withRoles(roles: readonly string[]): string {
  const names = roles.map((role) => ROLE_NAMES[role] ?? role);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} und ${names.at(-1)}` : names[0];
  return `${names.length > 1 ? "mit den Rollen" : "mit der Rolle"} ${list}`;
}

const TEXTS: Record<
  LinkKind,
  (link: TeamTokenRow, url: string) => Omit<TeamLinkMail, "to" | "messageId">
> = {
  invitation: (link, url) => ({
    subject: "Einladung in den Teambereich der Website",
    text:
      `Hallo,\n\ndu bist in den Teambereich der e-gnition-Website eingeladen, ` +
      `${withRoles(link.roles ?? [])}.\n\n` +
      `Öffne diesen Link, gib deinen Namen an und lege einen Passkey an ` +
      `(Fingerabdruck, Gesichtserkennung oder die PIN deines Geräts):\n\n${url}\n\n` +
      `Der Link gilt bis ${formatDateTime(link.expiresAt)} Uhr und nur einmal. ` +
      `Wenn du mit dieser Einladung nichts anfangen kannst, ignoriere die E-Mail einfach.\n`,
  }),
  "sign-in": (link, url) => ({
    subject: "Dein Anmeldelink für den Teambereich",
    text:
      `Hallo,\n\nmit diesem Link meldest du dich im Teambereich der e-gnition-Website an:\n\n` +
      `${url}\n\nEr gilt bis ${formatDateTime(link.expiresAt)} Uhr und nur einmal. ` +
      `Wenn du keinen Link angefordert hast, ignoriere die E-Mail: ohne den Link ` +
      `kommt niemand in dein Konto.\n`,
  }),
};

/** The e-mail with an invitation or a sign-in link, to the member's address. */
export function teamLinkMail(
  link: TeamTokenRow,
  token: string,
  siteOrigin: string,
  messageId: string,
): TeamLinkMail {
  const kind = link.kind as LinkKind;
  return { to: link.email, messageId, ...TEXTS[kind](link, linkUrl(siteOrigin, kind, token)) };
}
