import { isLocale, type Locale } from "../../app/i18n/locale";
import { format } from "../../app/i18n/format";
import { teamMessages } from "../../app/i18n/team-catalogue";
import type { TeamTokenRow } from "../db/schema";
import { formatDateTime } from "../format";
import { linkUrl, type LinkKind } from "./links";

export interface TeamLinkMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

/** "mit der Rolle kasse (…)", "with the roles newsletter (…) and redaktion (…)". */
function withRoles(roles: readonly string[], locale: Locale): string {
  const texts = teamMessages(locale).mail;
  const names = roles.map((role) =>
    Object.hasOwn(texts.roleNames, role)
      ? texts.roleNames[role as keyof typeof texts.roleNames]
      : role,
  );
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} ${texts.and} ${names.at(-1)}` : names[0];
  return format(names.length > 1 ? texts.withRoles : texts.withRole, { roles: list ?? "" });
}

function mailIn(locale: Locale, kind: LinkKind, link: TeamTokenRow, url: string) {
  const texts = teamMessages(locale).mail;
  const expires = formatDateTime(link.expiresAt, locale);
  return kind === "invitation"
    ? {
        subject: texts.invitationSubject,
        text: format(texts.invitation, {
          roles: withRoles(link.roles ?? [], locale),
          url,
          expires,
        }),
      }
    : { subject: texts.signInSubject, text: format(texts.signIn, { url, expires }) };
}

/**
 * The e-mail with an invitation or a sign-in link, to the member's address: a sign-in link in
 * the member's language; an invitation, whose reader has chosen none yet, in German and English.
 */
export function teamLinkMail(
  link: TeamTokenRow,
  token: string,
  siteOrigin: string,
  messageId: string,
): TeamLinkMail {
  const kind = link.kind as LinkKind;
  const url = linkUrl(siteOrigin, kind, token);
  if (kind === "invitation") {
    const de = mailIn("de", kind, link, url);
    const en = mailIn("en", kind, link, url);
    return {
      to: link.email,
      messageId,
      subject: `${de.subject} / ${en.subject}`,
      text: `${de.text}\n---\n\n${en.text}`,
    };
  }
  const locale = isLocale(link.language) ? link.language : "de";
  return { to: link.email, messageId, ...mailIn(locale, kind, link, url) };
}
