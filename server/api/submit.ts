import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isRecord } from "../../app/forms/form-data";
import { REFERENCE_HEADER } from "../../app/forms/transport";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import { apiMessages } from "../messages";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import { bodyLimits, checkJsonLength, isBodyTooLarge } from "./body-limit";
import { formLocale } from "../web/request-locale";
import type { FormDefinition } from "./forms";
import { idempotencyKeyOf } from "./idempotency";
import type { PageFormRefusal, PagePostAnswer } from "./page-forms";
import type { SubmissionService, SubmitResult } from "../submissions/submit";

/** The API's answer to the site's script (spec section 7): text for a success, JSON otherwise. */
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
  const locale = formLocale(request);
  if (result.type === "conflict")
    return reply.code(422).send({ message: apiMessages(locale).idempotencyConflict });
  const messages = formMessages(locale);
  switch (result.type) {
    case "accepted":
      if (result.payment) reply.header(REFERENCE_HEADER, result.payment.reference);
      return reply.code(201).type("text/plain; charset=utf-8").send(form.successText(messages));
    case "invalid":
      return reply.code(400).send({ errors: result.errors });
    case "failed":
      return result.reason === "rate"
        ? reply
            .code(429)
            .send({ message: messages.api.tooManyRequests, waitSeconds: result.waitSeconds })
        : reply.code(503).send({ message: messages.api.unavailable });
  }
}

/**
 * `POST /api/donation` and `POST /api/contact`: HTTP around the submission service for the
 * site's script. A form posted there without JavaScript is answered like one posted to its own
 * page, by the page's route action (`pagePosts`, server/api/page-forms.ts).
 */
export function registerSubmitRoutes(
  app: FastifyInstance,
  options: {
    /** Each form with the answer to a post without JavaScript. */
    pagePosts: ReadonlyMap<FormDefinition, PagePostAnswer>;
    submit: SubmissionService;
    rateLimits: RateLimits;
  },
): void {
  for (const [form, pagePost] of options.pagePosts) {
    const limits = bodyLimits(form.maxChars);
    const answer = (request: FastifyRequest, reply: FastifyReply, result: PageFormRefusal) =>
      isPlainFormPost(request)
        ? pagePost(request, reply, result)
        : respond(request, reply, form, result);
    app.post(form.apiPath, {
      bodyLimit: Math.max(limits.form, limits.json),
      config: {
        rateLimit: options.rateLimits.attempts,
        refuseForeignPlainPost: (request, reply) =>
          answer(request, reply, { type: "failed", reason: "origin" }),
      },
      preParsing: async (request) => checkJsonLength(request, limits),
      errorHandler(error: FastifyError, request, reply) {
        // A plain post too large to read comes back as its page (without values: none were read).
        if (isBodyTooLarge(error) && isPlainFormPost(request))
          return answer(request, reply, { type: "failed", reason: "tooLarge" });
        if (!(error instanceof RateLimitedError)) throw error;
        request.log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
        const { retryAfterSeconds } = error;
        const { waitSeconds } = options.rateLimits;
        return answer(request, reply, {
          type: "failed",
          reason: "rate",
          retryAfterSeconds,
          waitSeconds,
        });
      },
      async handler(request, reply) {
        const body = request.body ?? {};
        const messages = apiMessages(formLocale(request));
        if (!isRecord(body)) return reply.code(400).send({ message: messages.badRequest });
        const idempotencyKey = idempotencyKeyOf(request, body);
        if (idempotencyKey === null)
          return reply.code(400).send({ message: messages.badIdempotencyKey });
        if (isPlainFormPost(request)) return pagePost(request, reply);
        const result = await options.submit({
          form,
          body,
          plain: false,
          locale: formLocale(request),
          idempotencyKey,
          takeRateLimit: () => options.rateLimits.takeSubmission(request),
          log: request.log,
        });
        return respond(request, reply, form, result);
      },
    });
  }
}
