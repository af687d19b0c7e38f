import { format, formatEuro as euroIn } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { teamMessages } from "~/i18n/team-catalogue";
import { isRole } from "./permissions";

const INTL_LOCALES: Record<Locale, string> = { de: "de-DE", en: "en-GB" };
const TIME_ZONE = "Europe/Berlin";

/** The team area's dates, times, amounts and role names in one language (Hamburg time). */
export interface AreaFormat {
  formatDate: (value: Date | string) => string;
  formatDateTime: (value: Date | string) => string;
  formatEuro: (cents: number) => string;
  roleNames: (roles: readonly string[]) => string;
  rolesNamed: (roles: readonly string[]) => string;
}

function makeAreaFormat(locale: Locale): AreaFormat {
  const intl = INTL_LOCALES[locale];
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: TIME_ZONE });
  const dateTime = new Intl.DateTimeFormat(intl, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  });
  const texts: TeamMessages = teamMessages(locale);
  const roleNames = (roles: readonly string[]) =>
    roles.map((role) => (isRole(role) ? texts.members.roles[role] : role)).join(", ");
  return {
    formatDate: (value) => date.format(new Date(value)),
    formatDateTime: (value) => dateTime.format(new Date(value)),
    formatEuro: (cents) => euroIn(cents, locale),
    roleNames,
    rolesNamed: (roles) =>
      format(texts.common.rolesNamed[roles.length === 1 ? "one" : "other"], {
        roles: roleNames(roles),
      }),
  };
}

const FORMATS: Record<Locale, AreaFormat> = { de: makeAreaFormat("de"), en: makeAreaFormat("en") };

export const areaFormat = (locale: Locale): AreaFormat => FORMATS[locale];

/**
 * German formatting, for what leaves the area for outsiders (receipts and their mails) and for
 * code that has no member.
 */
export const { formatDate, formatDateTime, roleNames, rolesNamed } = FORMATS.de;
export { euroIn as formatEuro };

/** "2026-11-26" of a day in Hamburg: a date field's value. */
export const isoDay = (value: Date = new Date()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE }).format(value);
