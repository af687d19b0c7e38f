/** What a save did to an item. */
export type ContentAction = "created" | "changed" | "deleted" | "restored";

const VERBS: Record<ContentAction, string> = {
  created: "angelegt",
  changed: "geändert",
  deleted: "gelöscht",
  restored: "wiederhergestellt",
};

const DATE = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Berlin",
});

/** Longest message; git and the history list show one line. */
const MAX_LENGTH = 200;
const MAX_LABEL_LENGTH = 60;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export interface MessageParts {
  /** What kind of item, as the editor names it: "News", "Team 2026", "Sponsoren 2026". */
  kind: string;
  /** The item's title, when it has one besides its kind: "Rollout egn26". */
  title?: string;
  action: ContentAction;
  /** For "restored": the date of the version brought back (a Date or an ISO date). */
  restoredFrom?: Date | string;
}

/**
 * The one form of commit messages for content saves, so the history reads the same everywhere:
 * "News: Rollout egn26 angelegt", "News: Rollout egn26 geändert", "Team 2026: gelöscht",
 * "News: Rollout egn26 wiederhergestellt (Stand vom 01.12.2026)". Line breaks and runs of
 * spaces in the parts become one space; a long title is shortened so that the message stays
 * within 200 characters.
 */
export function commitMessage({ kind, title, action, restoredFrom }: MessageParts): string {
  let suffix = VERBS[action];
  if (action === "restored" && restoredFrom !== undefined) {
    const date = restoredFrom instanceof Date ? restoredFrom : new Date(restoredFrom);
    if (!Number.isNaN(date.getTime())) suffix += ` (Stand vom ${DATE.format(date)})`;
  }
  const label = clip(oneLine(kind) || "Inhalt", MAX_LABEL_LENGTH);
  const name = clip(oneLine(title ?? ""), MAX_LENGTH - label.length - suffix.length - 3);
  return name ? `${label}: ${name} ${suffix}` : `${label}: ${suffix}`;
}

/** `text` cut to `length` characters, the cut marked with "…" (the verb always stays whole). */
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, Math.max(0, length - 1))}…` : text;
