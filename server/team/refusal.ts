import { format } from "../../app/i18n/format";
import { teamDe, type TeamMessages } from "../../app/i18n/messages/team.de";

export type RefusalKey = keyof TeamMessages["refusals"];
type Slots = Record<string, string | number>;

/**
 * A use case's refusal that a member reads: it names its catalogue text and the values of its
 * slots, and the area shows it in the member's language (`refusalText`), as the forms' checks
 * (app/team/field-error.ts). `message` is the German text, for the log and the command line.
 */
export class AreaRefusal extends Error {
  constructor(
    readonly key: RefusalKey,
    readonly slots: Slots = {},
  ) {
    super(format(teamDe.refusals[key], slots));
  }
}

export const refusalText = (texts: TeamMessages, refusal: AreaRefusal) =>
  format(texts.refusals[refusal.key], refusal.slots);
