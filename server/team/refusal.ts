import { format, formatEuro } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locale";
import { teamDe, type TeamMessages } from "../../app/i18n/messages/team.de";
import { areaFormat } from "../../app/team/format";

export type RefusalKey = keyof TeamMessages["refusals"];
/**
 * A slot's value: as it is, or an amount in cents (`{ cents }`), an ISO day (`{ day }`), an ISO
 * time (`{ dateTime }`) or a number (`{ decimal }`) written as the member's language writes it
 * ("1.234,50 €", "02.03.2026", "02.03.2026, 13:30" and "4250,5" in German).
 */
export type SlotValue =
  | string
  | number
  | { cents: number }
  | { day: string }
  /** A moment, in Hamburg time; a text that is no time stays as it is. */
  | { dateTime: string }
  /** A number as it is, with the language's decimal mark ("4250,5" in German). */
  | { decimal: number };
type Slots = Record<string, SlotValue>;

const worded = (value: SlotValue, locale: Locale): string | number => {
  if (typeof value !== "object") return value;
  if ("cents" in value) return formatEuro(value.cents, locale);
  if ("decimal" in value)
    return locale === "de" ? String(value.decimal).replace(".", ",") : String(value.decimal);
  if ("dateTime" in value)
    return Number.isNaN(Date.parse(value.dateTime))
      ? value.dateTime
      : areaFormat(locale).formatDateTime(value.dateTime);
  return locale === "de"
    ? value.day.split("-").reverse().join(".")
    : areaFormat(locale).formatDate(value.day);
};

/** The slots' values as `locale` writes them. */
export const wordedSlots = (slots: Slots, locale: Locale): Record<string, string | number> =>
  Object.fromEntries(Object.entries(slots).map(([name, value]) => [name, worded(value, locale)]));

/**
 * A use case's refusal that a member reads: it names its catalogue text and the values of its
 * slots, and the area shows it in the member's language (`refusalText`), as the forms' checks
 * (app/team/field-error.ts). `message` is the German text, for the log and the command line.
 */
export class AreaRefusal extends Error {
  constructor(
    readonly key: RefusalKey,
    readonly slots: Slots = {},
    options?: { cause?: unknown },
  ) {
    super(format(teamDe.refusals[key], wordedSlots(slots, "de")), options);
  }
}

/** What a refusal names, also one made by another copy of this module (another bundle). */
export type Refusal = Pick<AreaRefusal, "key" | "slots">;

/** A refusal in the member's language: `texts` and `locale` are the member's. */
export const refusalText = (texts: TeamMessages, refusal: Refusal, locale: Locale = "de") =>
  format(texts.refusals[refusal.key], wordedSlots(refusal.slots, locale));
