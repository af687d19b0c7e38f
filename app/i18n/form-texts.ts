import type { FormMessages } from "./messages/forms.de";
import { missingTextGroups, pickTextGroups } from "./text-groups";

export type FormTextGroup = keyof FormMessages;

/** What every page with a form reads: the schemas' messages, field names and problems, buttons. */
export const SHARED_FORM_TEXTS = ["validation", "fieldNames", "common"] as const;
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
  return pickTextGroups(catalogue, [...SHARED_FORM_TEXTS, ...groups]);
}

/** The groups of `wanted` (and the shared ones) that `texts` lacks. */
export function missingFormTexts(texts: object, wanted: readonly FormTextGroup[]): FormTextGroup[] {
  return missingTextGroups(texts, [...SHARED_FORM_TEXTS, ...wanted]);
}
