import type { FastifyBaseLogger } from "fastify";
import { createHash } from "node:crypto";
import type { FieldErrors, SubmitFailure } from "../../app/forms/errors";
import type { Locale } from "../../app/i18n/locale";
import type { PledgePayment } from "../../app/lib/donation-reference";
import type { Db } from "../db/client";
import { storeSubmission, type StoreResult, type Submission } from "../db/submissions";
import { newReferenceCode } from "../donations/reference";
import type { RateDecision } from "../security/rate-limit";
import type { SubmissionForm } from "./forms";
import { spamReason } from "./spam";

/** The answer to a posted form (a pledge, a message, a newsletter sign-up), for any adapter. */
export type SubmitResult =
  /** A donation pledge carries its reference code and amount (spam gets a code too, unstored). */
  | { type: "accepted"; payment?: PledgePayment }
  | { type: "invalid"; errors: FieldErrors<string> }
  /** The idempotency key was used before with other values. */
  | { type: "conflict" }
  /** A refusal by the rate limit says how long to wait (the window), see security/rate-limit.ts. */
  | { type: "failed"; reason: SubmitFailure; retryAfterSeconds?: number; waitSeconds?: number };

export interface SubmissionRequest {
  form: SubmissionForm;
  /** The posted fields: parsed JSON, or the text fields of a plain form post. */
  body: Record<string, unknown>;
  /** Posted as an HTML form: a form-encoded body, all text. */
  plain: boolean;
  /** A form-encoded body the page's script sent (to the page's route data): it has a start time. */
  fromScript?: boolean;
  /** The language of the form's page: of the messages, and stored with the submission. */
  locale: Locale;
  /** The client's key for this attempt; a retry with the same key is stored once. */
  idempotencyKey: string | undefined;
  /** Counts one submission against the client's limit (called only for one about to be stored). */
  takeRateLimit(): Promise<RateDecision>;
  log: FastifyBaseLogger;
}

export type SubmissionService = (request: SubmissionRequest) => Promise<SubmitResult>;

/** Identical plain form posts within this window count as one (a double click, a reload). */
const PLAIN_DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * The key of a plain form post, made by the server: a plain form carries none, as pages are
 * the same for every visitor. It is derived from the submitted values and the time window.
 */
function plainPostKey(submission: Submission, now: number): string {
  const window = Math.floor(now / PLAIN_DUPLICATE_WINDOW_MS);
  const digest = createHash("sha256")
    .update(JSON.stringify([submission.kind, submission.data, window]))
    .digest("base64url");
  return `plain-${digest}`;
}

/**
 * Handles one donation pledge or contact message, whoever received it (the API routes, the
 * form page's route action): validation, spam checks, rate limit, then storing it with its
 * notification. Spam is answered like a success and stored nowhere.
 */
export function createSubmissionService(options: {
  db: Db;
  minFillMs: number;
  /** Called after a submission was stored (wakes the notification sender). */
  onStored: () => void;
}): SubmissionService {
  return async (request) => {
    const { form, log } = request;
    const parsed = form.parse(request.body, request.plain, request.locale);
    if (!parsed.ok) return { type: "invalid", errors: parsed.errors };

    const now = Date.now();
    const timed = !request.plain || request.fromScript === true;
    const spam = spamReason(
      request.body,
      timed ? { minMs: options.minFillMs, encoded: request.plain, now } : undefined,
    );
    if (spam) {
      log.info({ kind: form.kind, reason: spam }, "submission discarded as spam");
      return accepted(parsed.submission, newReferenceCode());
    }

    const rate = await request.takeRateLimit();
    if (rate.limited) {
      log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
      const { retryAfterSeconds, waitSeconds } = rate;
      return { type: "failed", reason: "rate", retryAfterSeconds, waitSeconds };
    }

    const key =
      request.idempotencyKey ?? (request.plain ? plainPostKey(parsed.submission, now) : undefined);
    let stored: StoreResult;
    try {
      stored = await storeSubmission(options.db, parsed.submission, key);
    } catch (error) {
      log.error({ kind: form.kind, err: error }, "could not store submission");
      return { type: "failed", reason: "server" };
    }
    const { outcome, reference } = stored;
    if (outcome === "conflict") {
      log.info({ kind: form.kind, reason: "idempotency-conflict" }, "submission refused");
      return { type: "conflict" };
    }
    log.info({ kind: form.kind, duplicate: outcome === "duplicate" }, "submission accepted");
    if (outcome === "stored") options.onStored();
    return accepted(parsed.submission, reference);
  };
}

/** The answer to a stored pledge: its reference code and amount, for the GiroCode. */
function accepted(submission: Submission, reference: string | undefined): SubmitResult {
  if (submission.kind !== "donation" || !reference) return { type: "accepted" };
  return { type: "accepted", payment: { reference, amount: submission.data.amount.toFixed(2) } };
}
