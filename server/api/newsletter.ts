import fastifyMultipart, {
  type FastifyMultipartAttachFieldsToBodyOptions,
} from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isRecord } from "../../app/forms/form-data";
import { newsletterToken } from "../../app/forms/newsletter-outcome";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import type { Db } from "../db/client";
import { signUpForNewsletter } from "../newsletter/sign-up";
import {
  confirmSubscription,
  endSubscription,
  sendUnsubscribeLink,
} from "../newsletter/subscription-links";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import { formLocale } from "../web/request-locale";
import type { NewsletterPageAnswer } from "./newsletter-pages";
import type { PagePostAnswer } from "./page-forms";
import type { SubmitResult } from "../submissions/submit";

const text = "text/plain; charset=utf-8";

/** A one-click body is `List-Unsubscribe=One-Click` (and perhaps a token): a few short fields, no files. */
const ONE_CLICK_MULTIPART: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: "keyValues",
  limits: { fields: 4, fieldNameSize: 50, fieldSize: 200, files: 0, parts: 4, fileSize: 1 },
};

/** The token of a request: `?token=` (the links in the e-mails) or the body's `token`. */
function tokenOf(query: unknown, body: unknown): string | undefined {
  for (const source of [body, query]) {
    const token = newsletterToken(isRecord(source) ? source.token : undefined);
    if (token) return token;
  }
  return undefined;
}

/**
 * The built-in newsletter's API (docs/decisions/0081-built-in-newsletter.md): sign-up (double
 * opt-in), confirmation and one-click unsubscribe (RFC 8058), over the use cases of
 * server/newsletter/. Plain form posts get the answer of the page they came from, by its route
 * action: the sign-up page (./page-forms.ts), the confirm and unsubscribe pages
 * (./newsletter-pages.ts).
 */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    rateLimits: RateLimits;
    onQueued: () => void;
    /** A plain sign-up: the sign-up page's answer (its route action). */
    signUpPageAnswer: PagePostAnswer;
    /** A plain post from the confirm or unsubscribe page: that page's answer. */
    pageAnswer: NewsletterPageAnswer;
    mailConfigured: boolean;
  },
): void {
  const { db, rateLimits, signUpPageAnswer, pageAnswer } = options;
  const rateRefusal = {
    type: "failed",
    reason: "rate",
    waitSeconds: rateLimits.waitSeconds,
  } as const;
  const rateLimited = (error: Error) => {
    if (!(error instanceof RateLimitedError)) throw error;
    return error;
  };

  /** The API's answers in the language of the form or page that posted (German by default). */
  const messagesOf = (request: FastifyRequest) => formMessages(formLocale(request)).api;

  /** A plain post from the confirm or unsubscribe page gets that page with the outcome. */
  const fromPage = (request: FastifyRequest) =>
    isPlainFormPost(request) && isRecord(request.body) && "token" in request.body;

  const signUpRefused = (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Exclude<SubmitResult, { type: "accepted" }>,
  ) => {
    if (result.type === "invalid") return reply.code(400).send({ errors: result.errors });
    if (result.type === "failed" && result.reason === "rate") {
      if (result.retryAfterSeconds) reply.header("retry-after", String(result.retryAfterSeconds));
      return reply
        .code(429)
        .send({ message: messagesOf(request).tooManyRequests, waitSeconds: result.waitSeconds });
    }
    return reply.code(503).send({ message: messagesOf(request).unavailable });
  };

  // A plain post (the sign-up page from before its form posted to itself) gets the page's answer.
  app.post(NEWSLETTER_PATHS.signUpApi, {
    config: { rateLimit: rateLimits.attempts },
    errorHandler(error, request, reply) {
      const { retryAfterSeconds } = rateLimited(error);
      const refusal = { ...rateRefusal, retryAfterSeconds };
      if (isPlainFormPost(request)) return signUpPageAnswer(request, reply, refusal);
      return signUpRefused(request, reply, refusal);
    },
    async handler(request, reply) {
      if (isPlainFormPost(request)) return signUpPageAnswer(request, reply);
      const result = await signUpForNewsletter({
        db,
        body: isRecord(request.body) ? request.body : {},
        locale: formLocale(request),
        takeRateLimit: () => rateLimits.takeSubmission(request),
        onQueued: options.onQueued,
        log: request.log,
      });
      if (result.type !== "accepted") return signUpRefused(request, reply, result);
      return reply
        .code(202)
        .type(text)
        .send(messagesOf(request)[options.mailConfigured ? "signedUp" : "signedUpMailLater"]);
    },
  });

  app.post(NEWSLETTER_PATHS.confirmApi, {
    config: { rateLimit: rateLimits.attempts },
    errorHandler(error, request, reply) {
      const refused = rateLimited(error);
      if (fromPage(request)) return pageAnswer("confirm", request, reply, refused);
      return reply.code(429).send({ message: messagesOf(request).tooManyRequests });
    },
    async handler(request, reply) {
      if (fromPage(request)) return pageAnswer("confirm", request, reply);
      const token = tokenOf(request.query, request.body);
      return (await confirmSubscription(db, token, request.log)) === "confirmed"
        ? reply.code(200).type(text).send(messagesOf(request).confirmed)
        : reply.code(410).send({ message: messagesOf(request).invalidLink });
    },
  });

  // The unsubscribe page opened without its token offers the link by e-mail.
  app.post(NEWSLETTER_PATHS.unsubscribeLinkApi, {
    config: { rateLimit: rateLimits.attempts },
    errorHandler(error, request, reply) {
      const refused = rateLimited(error);
      if (isPlainFormPost(request)) return pageAnswer("unsubscribe", request, reply, refused);
      return reply.code(429).send({ message: messagesOf(request).tooManyRequests });
    },
    async handler(request, reply) {
      if (isPlainFormPost(request)) return pageAnswer("unsubscribe", request, reply);
      const result = await sendUnsubscribeLink({
        db,
        body: request.body,
        takeRateLimit: () => rateLimits.takeSubmission(request),
        onQueued: options.onQueued,
        log: request.log,
      });
      if (result.outcome === "invalidAddress")
        return reply.code(400).send({ errors: { email: messagesOf(request).invalidAddress } });
      if (result.outcome === "rate")
        return reply
          .code(429)
          .header("retry-after", String(result.retryAfterSeconds))
          .send({ message: messagesOf(request).tooManyRequests });
      return reply.code(202).type(text).send(messagesOf(request).unsubscribeLinkRequested);
    },
  });

  // Mail programs post `List-Unsubscribe=One-Click` here from their own servers (no Origin):
  // the token alone decides, and it can only end a subscription (see security/csrf.ts). RFC 8058
  // allows form-data as well as urlencoded bodies; only this route reads form-data.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, ONE_CLICK_MULTIPART);
    scope.post(NEWSLETTER_PATHS.unsubscribeApi, {
      config: { rateLimit: rateLimits.unsubscribes, csrfExempt: true },
      errorHandler(error, request, reply) {
        const refused = rateLimited(error);
        if (fromPage(request)) return pageAnswer("unsubscribe", request, reply, refused);
        return reply.code(429).send({ message: messagesOf(request).tooManyRequests });
      },
      async handler(request, reply) {
        if (fromPage(request)) return pageAnswer("unsubscribe", request, reply);
        await endSubscription(db, tokenOf(request.query, request.body), request.log);
        return reply.code(200).type(text).send(messagesOf(request).unsubscribed);
      },
    });
  });
}
