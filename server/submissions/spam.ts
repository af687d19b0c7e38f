import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../app/forms/transport";

export type SpamReason = "honeypot" | "no-start-time" | "future-start-time" | "too-fast";

/** How a post's start time is checked: sent by the site's script, which starts the clock. */
export interface FillTime {
  /** The least time a person takes to fill in the form; 0 checks no start time. */
  minMs: number;
  /** A form-encoded body: its start time comes as text (digits). */
  encoded: boolean;
  now: number;
}

/** A start time this far ahead of the server's clock is a clock that runs ahead, not a bot. */
const CLOCK_AHEAD_TOLERANCE_MS = 5 * 60_000;

/** The start time as JSON sends it (a number; a string there is a bot's) or a form body (its digits). */
function startTimeOf(body: Record<string, unknown>, encoded: boolean): unknown {
  const value = body[STARTED_AT_FIELD];
  return encoded && typeof value === "string" && /^\d{1,16}$/.test(value) ? Number(value) : value;
}

/**
 * Why a posted form is spam, if it is (see docs/decisions/0060-spam-checks.md):
 * - the honeypot filled in, or sent as anything but a string (an array, a number …);
 * - with `fillTime`: a start time that is missing, not a positive whole number, further ahead
 *   than a clock could run, or less than `minMs` ago.
 * A plain form post has no start time a server could trust (pages are the same for every
 * visitor), so only the honeypot applies to it: it is checked without `fillTime`.
 */
export function spamReason(
  body: Record<string, unknown>,
  fillTime?: FillTime,
): SpamReason | undefined {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && (typeof honeypot !== "string" || honeypot.trim() !== ""))
    return "honeypot";
  if (!fillTime || fillTime.minMs === 0) return undefined;
  const { minMs, now } = fillTime;
  const startedAt = startTimeOf(body, fillTime.encoded);
  if (typeof startedAt !== "number" || !Number.isSafeInteger(startedAt) || startedAt <= 0)
    return "no-start-time";
  if (startedAt > now + CLOCK_AHEAD_TOLERANCE_MS) return "future-start-time";
  const elapsed = now - startedAt;
  // Within the tolerance ahead the time taken cannot be known; such a visitor is not punished.
  return elapsed >= 0 && elapsed < minMs ? "too-fast" : undefined;
}
