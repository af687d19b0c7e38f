import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_PARAM } from "../../app/forms/errors";
import { isRecord } from "../../app/forms/form-data";
import {
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from "../../app/forms/transport";
import { MESSAGES } from "../messages";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import type { FormDefinition } from "./forms";
import type { SubmissionService, SubmitResult } from "./submission-service";

/** Answers as JSON/text for scripts and with a redirect (post/redirect/get) for plain HTML forms. */
function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormDefinition,
  result: SubmitResult,
) {
  if (result.type === "failed" && result.retryAfterSeconds) {
    reply.header("retry-after", String(result.retryAfterSeconds));
  }
  // Only a hand-made request reuses a key with other values (the site's forms never do).
  if (result.type === "conflict")
    return reply.code(422).send({ message: MESSAGES.idempotencyConflict });
  if (isPlainFormPost(request)) {
    if (result.type === "accepted") return reply.redirect(form.thanksPage, 303);
    const problem =
      result.type === "invalid" ? Object.keys(result.errors).join(",") : result.reason;
    return reply.redirect(`${form.formPage}?${ERROR_PARAM}=${encodeURIComponent(problem)}`, 303);
  }
  switch (result.type) {
    case "accepted":
      return reply.code(201).type("text/plain; charset=utf-8").send(form.successText);
    case "invalid":
      return reply.code(400).send({ errors: result.errors });
    case "failed":
      return result.reason === "rate"
        ? reply.code(429).send({ message: MESSAGES.tooManyRequests })
        : reply.code(503).send({ message: MESSAGES.unavailable });
  }
}

/** The idempotency key of the request: undefined for none, null for a malformed one. */
function idempotencyKeyOf(request: FastifyRequest, body: Record<string, unknown>) {
  const key = isPlainFormPost(request)
    ? body[IDEMPOTENCY_FIELD]
    : request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (key === undefined || key === "") return undefined;
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}

/** `POST /api/donation` and `POST /api/contact`: HTTP around the submission service. */
export function registerSubmitRoutes(
  app: FastifyInstance,
  options: { forms: FormDefinition[]; submit: SubmissionService; rateLimits: RateLimits },
): void {
  for (const form of options.forms) {
    app.post(form.apiPath, {
      config: { rateLimit: options.rateLimits.attempts },
      errorHandler(error: FastifyError, request, reply) {
        if (!(error instanceof RateLimitedError)) throw error;
        request.log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
        const { retryAfterSeconds } = error;
        return respond(request, reply, form, { type: "failed", reason: "rate", retryAfterSeconds });
      },
      async handler(request, reply) {
        const body = request.body ?? {};
        if (!isRecord(body)) return reply.code(400).send({ message: MESSAGES.badRequest });
        const idempotencyKey = idempotencyKeyOf(request, body);
        if (idempotencyKey === null)
          return reply.code(400).send({ message: MESSAGES.badIdempotencyKey });
        const result = await options.submit({
          form,
          body,
          plain: isPlainFormPost(request),
          idempotencyKey,
          takeRateLimit: () => options.rateLimits.takeSubmission(request),
          log: request.log,
        });
        return respond(request, reply, form, result);
      },
    });
  }
}
