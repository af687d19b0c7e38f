import type { FormMessages } from "./messages/forms.de";

export type FormTextGroup = keyof FormMessages;

/** What every page with a form reads: the schemas' messages, field names and problems, buttons. */
export const SHARED_FORM_TEXTS = ["validation", "fieldNames", "fieldProblems", "common"] as const;
type SharedGroup = (typeof SHARED_FORM_TEXTS)[number];

/** The part of the forms' catalogue a page gets: the shared groups and the ones it names. */
export type FormTexts<G extends FormTextGroup = never> = Pick<FormMessages, SharedGroup | G>;

/**
 * The groups of `catalogue` a page sends to the browser: the shared ones and its own, so a form
 * page carries neither the other forms' texts nor the e-mails' (they stay on the server).
 */
export function pickFormTexts<G extends FormTextGroup>(
  catalogue: FormMessages,
  groups: readonly G[],
): FormTexts<G> {
  const picked: Partial<Record<FormTextGroup, unknown>> = {};
  for (const group of [...SHARED_FORM_TEXTS, ...groups]) picked[group] = catalogue[group];
  return picked as FormTexts<G>;
}

/** The groups of `wanted` (and the shared ones) that `texts` lacks. */
export function missingFormTexts(texts: object, wanted: readonly FormTextGroup[]): FormTextGroup[] {
  return [...SHARED_FORM_TEXTS, ...wanted].filter((group) => !Object.hasOwn(texts, group));
}
