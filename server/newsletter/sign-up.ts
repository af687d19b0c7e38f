import type { FastifyBaseLogger } from "fastify";
import { fieldErrors } from "../../app/forms/errors";
import { messageTexts } from "../../app/forms/message-keys";
import { newsletterSchema } from "../../app/forms/newsletter";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import type { Locale } from "../../app/i18n/locale";
import type { Db } from "../db/client";
import { signUp } from "../db/subscribers";
import { safeError } from "../log";
import type { RateDecision } from "../security/rate-limit";
import { spamReason } from "../submissions/spam";
import type { SubmitResult } from "../submissions/submit";

/**
 * A newsletter sign-up (double opt-in, docs/decisions/0081-built-in-newsletter.md), for the
 * sign-up page's route action and the API alike. Accepted whether the address was new, waiting
 * or subscribed already, and for a filled honeypot, so the answer tells no one about an address.
 */
export async function signUpForNewsletter(options: {
  db: Db;
  body: Record<string, unknown>;
  locale: Locale;
  takeRateLimit: () => Promise<RateDecision>;
  onQueued: () => void;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}): Promise<Exclude<SubmitResult, { type: "conflict" }>> {
  const { body, locale, log } = options;
  const result = newsletterSchema.safeParse(body);
  if (!result.success)
    return { type: "invalid", errors: messageTexts(fieldErrors(result), formMessages(locale)) };
  // The honeypot alone, as ADR 0081 decided: the sign-up has no minimum fill time.
  const spam = spamReason(body);
  if (spam) {
    log.info({ kind: "newsletter", reason: spam }, "sign-up discarded as spam");
    return { type: "accepted" };
  }
  const rate = await options.takeRateLimit();
  if (rate.limited) {
    const { retryAfterSeconds, waitSeconds } = rate;
    return { type: "failed", reason: "rate", retryAfterSeconds, waitSeconds };
  }
  try {
    const outcome = await signUp(options.db, result.data, locale);
    log.info({ kind: "newsletter", outcome }, "sign-up handled");
    if (outcome === "queued") options.onQueued();
    return { type: "accepted" };
  } catch (error) {
    log.error({ kind: "newsletter", err: safeError(error) }, "could not sign up");
    return { type: "failed", reason: "server" };
  }
}
