import { format, formatEuro } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";
import { isRole } from "./permissions";

const DATE = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "Europe/Berlin" });
const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

/** The team area's dates, times and amounts (German, Hamburg time). */
export const formatDate = (value: Date | string) => DATE.format(new Date(value));
export const formatDateTime = (value: Date | string) => DATE_TIME.format(new Date(value));
export { formatEuro };

/** "2026-11-26" of a day in Hamburg: a date field's value. */
export const isoDay = (value: Date = new Date()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(value);

/** Roles by their names, in the order given: "newsletter, redaktion". */
export const roleNames = (roles: readonly string[]) =>
  roles.map((role) => (isRole(role) ? teamDe.members.roles[role] : role)).join(", ");

/** Roles after a word: "Rolle admin", "Rollen newsletter, redaktion". */
export const rolesNamed = (roles: readonly string[]) =>
  format(teamDe.common.rolesNamed[roles.length === 1 ? "one" : "other"], {
    roles: roleNames(roles),
  });
