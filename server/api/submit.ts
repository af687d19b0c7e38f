import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isRecord } from "../../app/forms/form-data";
import { ERROR_PARAM, type FieldErrors, type SubmitFailure } from "../../app/forms/errors";
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_PLACEHOLDER,
  STARTED_AT_FIELD,
} from "../../app/forms/transport";
import type { Db } from "../db/client";
import { storeSubmission } from "../db/submissions";
import { safeError } from "../log";
import { MESSAGES } from "../messages";
import type { RateLimiter } from "../security/rate-limit";
import type { FormDefinition } from "./forms";

export interface SubmitOptions {
  db: Db;
  forms: FormDefinition[];
  rateLimiter: RateLimiter;
  minFillMs: number;
  /** Called after a submission was stored (wakes the notification sender). */
  onStored: () => void;
}

type Outcome =
  | { type: "accepted" }
  | { type: "invalid"; errors: FieldErrors<string> }
  | { type: "failed"; reason: SubmitFailure; retryAfterSeconds?: number };

const isFormEncoded = (request: FastifyRequest) =>
  request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;

function looksLikeSpam(
  body: Record<string, unknown>,
  minFillMs: number,
  now = Date.now(),
): string | undefined {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const startedAt = Number(body[STARTED_AT_FIELD]);
  // A start time in the future means a skewed client clock, not a bot.
  if (body[STARTED_AT_FIELD] !== undefined && Number.isFinite(startedAt)) {
    const elapsed = now - startedAt;
    if (elapsed >= 0 && elapsed < minFillMs) return "too-fast";
  }
  return undefined;
}

/** Answers as JSON/text for scripts and with a redirect (post/redirect/get) for plain HTML forms. */
function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormDefinition,
  outcome: Outcome,
) {
  if (outcome.type === "failed" && outcome.retryAfterSeconds) {
    reply.header("retry-after", String(outcome.retryAfterSeconds));
  }
  if (isFormEncoded(request)) {
    if (outcome.type === "accepted") return reply.redirect(form.thanksPage, 303);
    const problem =
      outcome.type === "invalid" ? Object.keys(outcome.errors).join(",") : outcome.reason;
    return reply.redirect(`${form.formPage}?${ERROR_PARAM}=${encodeURIComponent(problem)}`, 303);
  }
  switch (outcome.type) {
    case "accepted":
      return reply.code(201).type("text/plain; charset=utf-8").send(form.successText);
    case "invalid":
      return reply.code(400).send({ errors: outcome.errors });
    case "failed":
      return outcome.reason === "rate"
        ? reply.code(429).send({ message: MESSAGES.tooManyRequests })
        : reply.code(503).send({ message: MESSAGES.unavailable });
  }
}

export function registerSubmitRoutes(app: FastifyInstance, options: SubmitOptions): void {
  for (const form of options.forms) {
    app.post(form.apiPath, async (request, reply) => {
      const rate = options.rateLimiter.hit(request.ip);
      if (rate.limited) {
        request.log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
        return respond(request, reply, form, {
          type: "failed",
          reason: "rate",
          retryAfterSeconds: rate.retryAfterSeconds,
        });
      }

      const body = request.body ?? {};
      if (!isRecord(body)) return reply.code(400).send({ message: MESSAGES.badRequest });
      const encoded = isFormEncoded(request);
      const rawKey = encoded
        ? body[IDEMPOTENCY_FIELD]
        : request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      // An unfilled placeholder would make every such post a "retry" of the first one.
      const key = rawKey === "" || rawKey === IDEMPOTENCY_PLACEHOLDER ? undefined : rawKey;
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
        return reply.code(400).send({ message: MESSAGES.badIdempotencyKey });
      }

      const spam = looksLikeSpam(body, options.minFillMs);
      if (spam) {
        request.log.info({ kind: form.kind, reason: spam }, "submission discarded as spam");
        return respond(request, reply, form, { type: "accepted" });
      }

      const parsed = form.parse(body, encoded);
      if (!parsed.ok)
        return respond(request, reply, form, { type: "invalid", errors: parsed.errors });

      let stored: boolean;
      try {
        stored = await storeSubmission(options.db, parsed.submission, key);
      } catch (error) {
        request.log.error({ kind: form.kind, err: safeError(error) }, "could not store submission");
        return respond(request, reply, form, { type: "failed", reason: "server" });
      }
      request.log.info({ kind: form.kind, duplicate: !stored }, "submission accepted");
      if (stored) options.onStored();
      return respond(request, reply, form, { type: "accepted" });
    });
  }
}
