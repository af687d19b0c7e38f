import type { TeamMessages } from "~/i18n/messages/team.de";
import { textMark, textOfMark } from "~/i18n/text-mark";

type FormTexts = TeamMessages["form"];
export type FieldErrorKey = {
  [K in keyof FormTexts]: FormTexts[K] extends string ? K : never;
}[keyof FormTexts];

/**
 * The forms' schemas are shared by the page and its action, whatever the member's language: a
 * check's message names its catalogue text (`team.form.tooLong?max=80`), and the form shows it
 * in the page's language (`errorText`).
 */
const MARK = "team.form.";

export const fieldError = (key: FieldErrorKey, slots?: Record<string, string | number>): string =>
  textMark(MARK, key, slots);

/** A check's message in the page's language; any other message as it is. */
export const errorText = (texts: FormTexts, message: string): string =>
  textOfMark(MARK, texts, message) ?? message;

export const errorsText = (texts: FormTexts, messages: readonly string[]) =>
  messages.map((message) => errorText(texts, message)).join(" ");
