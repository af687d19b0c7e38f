import type { Locale } from "~/i18n/locale";
import { teamDe } from "~/i18n/messages/team.de";
import { teamMessages } from "~/i18n/team-catalogue";
import { areaFormat } from "../team/format";
import { isRole } from "../team/permissions";

type Detail = Record<string, string | number | boolean | null>;

/**
 * The keys whose values are roles, by action (a role change's `from` and `to`): one role, or
 * several as "newsletter, redaktion".
 */
const ROLE_KEYS: Record<string, readonly string[]> = { "role-changed": ["from", "to"] };

const own = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** The label of a detail's key: the action's own, the common one, or the key as it is. */
export function detailKeyLabel(action: string, key: string, locale: Locale = "de"): string {
  const texts = teamMessages(locale).audit;
  const ofAction = own(texts.detailKeysOf, action)
    ? (texts.detailKeysOf[action] as Record<string, string>)
    : undefined;
  if (ofAction && Object.hasOwn(ofAction, key)) return ofAction[key]!;
  return own(texts.detailKeys, key) ? texts.detailKeys[key] : key;
}

/** A detail's value as the log shows it: roles by name, yes/no, amounts; others as they are. */
export function detailValue(
  action: string,
  key: string,
  value: Detail[string],
  locale: Locale = "de",
): string {
  const values = teamMessages(locale).audit.detailValues;
  const { formatEuro, roleNames } = areaFormat(locale);
  if (value === null) return values.none;
  if (typeof value === "boolean") return value ? values.yes : values.no;
  if (key === "cents" && typeof value === "number") return formatEuro(value);
  const text = String(value);
  if (key === "role" || key === "roles" || ROLE_KEYS[action]?.includes(key)) {
    const roles = text.split(", ");
    if (roles.every(isRole)) return roleNames(roles);
  }
  if (key === "method" || key === "kind" || key === "locale" || key === "signatureImage") {
    const labels: Record<string, string> = values[key];
    if (Object.hasOwn(labels, text)) return labels[text]!;
  }
  return text;
}

/** The catalogue's keys in its order; jsonb keeps a detail's keys in an order of its own. */
const KEY_ORDER = Object.keys(teamDe.audit.detailKeys);
const rank = (key: string) => {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
};

/**
 * An entry's details in one line: "Rolle: kasse, vorige Einladung ersetzt: ja", the keys in the
 * catalogue's order (then unknown ones).
 */
export function describeDetail(
  action: string,
  detail: Detail | null,
  locale: Locale = "de",
): string {
  if (!detail) return "";
  return Object.entries(detail)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(
      ([key, value]) =>
        `${detailKeyLabel(action, key, locale)}: ${detailValue(action, key, value, locale)}`,
    )
    .join(", ");
}
