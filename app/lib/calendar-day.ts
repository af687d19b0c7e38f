import { z } from "zod/mini";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether "2026-02-30" is a day of the calendar (it parses, as 2 March, but is none). */
function exists(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A day as a date field sends it, "2026-11-26", that exists. A value of the wrong form gets the
 * format's message alone, and checks added after this one run only on a day that exists.
 */
export const calendarDay = (messages: { missing: string; format: string; invalid: string }) =>
  z
    .string({ error: messages.missing })
    .check(
      z.regex(ISO_DAY, { error: messages.format, abort: true }),
      z.refine(exists, { error: messages.invalid, abort: true }),
    );
