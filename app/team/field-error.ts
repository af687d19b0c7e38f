import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";

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

export function fieldError(key: FieldErrorKey, slots?: Record<string, string | number>): string {
  const query = slots
    ? `?${new URLSearchParams(Object.entries(slots).map(([name, value]) => [name, String(value)]))}`
    : "";
  return `${MARK}${key}${query}`;
}

/** A check's message in the page's language; any other message as it is. */
export function errorText(texts: FormTexts, message: string): string {
  if (!message.startsWith(MARK)) return message;
  const [key = "", query = ""] = message.slice(MARK.length).split("?");
  const template = (texts as Record<string, unknown>)[key];
  if (typeof template !== "string") return message;
  return format(template, Object.fromEntries(new URLSearchParams(query)));
}

export const errorsText = (texts: FormTexts, messages: readonly string[]) =>
  messages.map((message) => errorText(texts, message)).join(" ");
