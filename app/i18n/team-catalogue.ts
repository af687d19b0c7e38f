import type { Locale } from "./locale";
import { teamDe, type TeamMessages } from "./messages/team.de";
import { teamEn } from "./messages/team.en";

/** The team area's texts in each language (the member's, or the browser's before sign-in: ADR 0176). */
const TEAM: Record<Locale, TeamMessages> = { de: teamDe, en: teamEn };

export const teamMessages = (locale: Locale): TeamMessages => TEAM[locale];
