import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_PARAM, type SubmitFailure } from "../../app/forms/errors";
import { isRecord } from "../../app/forms/form-data";
import { REFERENCE_HEADER } from "../../app/forms/transport";
import { pledgePaymentQuery } from "../../app/lib/donation-reference";
import { FORM_REPLAY_KEY, type FormReplay } from "../../app/forms/replay";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import { LOCALES, localizedPath } from "../../app/i18n/locale";
import { apiMessages } from "../messages";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import type { PageRenderer } from "../web";
import { bodyLimits, checkJsonLength, isBodyTooLarge } from "./body-limit";
import { formLocale, type FormDefinition } from "./forms";
import { idempotencyKeyOf } from "./idempotency";
import type { PagePostAnswer } from "./page-forms";
import type { SubmissionKind } from "../db/submissions";
import type { SubmissionService, SubmitResult } from "./submission-service";

const PLAIN_STATUS = { invalid: 400, rate: 429, server: 503, tooLarge: 413, origin: 403 } as const;

/** What a refused plain post needs to know of its form. */
export type PlainPostForm = Pick<FormDefinition, "fields" | "formPage"> & {
  kind: FormReplay["form"];
};

/** The text of each of the form's fields in a plain post's body (first value of a repeated one). */
function postedValues(form: PlainPostForm, body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!isRecord(body)) return values;
  for (const field of form.fields) {
    const value: unknown = Array.isArray(body[field]) ? (body[field] as unknown[])[0] : body[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * A refused plain post: the form page with the visitor's values and the errors, rendered for this
 * request (docs/decisions/0080-refused-form-post-rendered-back.md). Without a page renderer
 * (only the API is served), a redirect to the form with the field names in `?fehler=`. Both in
 * the form's language (its `lang` field).
 */
export function refusePlainPost(
  request: FastifyRequest,
  reply: FastifyReply,
  form: PlainPostForm,
  result: Exclude<SubmitResult, { type: "accepted" }>,
  renderPage: PageRenderer | undefined,
  siteOrigin?: string,
) {
  const errors = result.type === "invalid" ? result.errors : {};
  const failure = result.type === "failed" ? result.reason : undefined;
  const formPage = localizedPath(form.formPage, formLocale(request));
  if (!renderPage) {
    const problem = failure ?? Object.keys(errors).join(",");
    return reply.redirect(`${formPage}?${ERROR_PARAM}=${encodeURIComponent(problem)}`, 303);
  }
  const replay: FormReplay = {
    form: form.kind,
    values: postedValues(form, request.body),
    errors: errors as Record<string, string>,
    ...(failure && { failure }),
    ...(failure === "origin" && siteOrigin && { siteAddress: `${siteOrigin}${formPage}` }),
    ...(result.type === "failed" && result.waitSeconds && { waitSeconds: result.waitSeconds }),
  };
  return renderPage(request, reply, {
    path: formPage,
    status: PLAIN_STATUS[failure ?? "invalid"],
    context: { [FORM_REPLAY_KEY]: replay },
    cacheControl: "no-store",
  });
}

/** Answers as JSON/text for scripts; a plain HTML form is redirected or gets its page back. */
function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormDefinition,
  result: SubmitResult,
  renderPage: PageRenderer | undefined,
  siteOrigin: string,
) {
  if (result.type === "failed" && result.retryAfterSeconds) {
    reply.header("retry-after", String(result.retryAfterSeconds));
  }
  // Only a hand-made request reuses a key with other values (the site's forms never do).
  const locale = formLocale(request);
  if (result.type === "conflict")
    return reply.code(422).send({ message: apiMessages(locale).idempotencyConflict });
  if (isPlainFormPost(request)) {
    if (result.type === "accepted") {
      const thanks = localizedPath(form.thanksPage, locale);
      const query = result.payment ? `?${pledgePaymentQuery(result.payment)}` : "";
      return reply.redirect(thanks + query, 303);
    }
    return refusePlainPost(request, reply, form, result, renderPage, siteOrigin);
  }
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

/** `POST /api/donation` and `POST /api/contact`: HTTP around the submission service. */
export function registerSubmitRoutes(
  app: FastifyInstance,
  options: {
    forms: FormDefinition[];
    submit: SubmissionService;
    rateLimits: RateLimits;
    /** Renders a refused plain post's form page; without one it is redirected to `?fehler=`. */
    renderPage: PageRenderer | undefined;
    /** The site's own address (`SITE_ORIGIN`), named to a visitor who posted from another one. */
    siteOrigin: string;
    /** Forms whose posts without JavaScript their page's action answers (and its own route takes). */
    pageActions: Partial<Record<SubmissionKind, PagePostAnswer>>;
  },
): void {
  for (const form of options.forms) {
    const limits = bodyLimits(form.maxChars);
    const pageAction = options.pageActions[form.kind];
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: SubmitFailure) =>
      pageAction && isPlainFormPost(request)
        ? pageAction(request, reply, { type: "failed", reason })
        : respond(
            request,
            reply,
            form,
            { type: "failed", reason },
            options.renderPage,
            options.siteOrigin,
          );
    // The API for the site's script, and each language's form page for a plain post, whose
    // refusal is then rendered at the page's own address (ADR 0103).
    const pages = pageAction ? [] : LOCALES.map((locale) => localizedPath(form.formPage, locale));
    const paths = [form.apiPath, ...pages];
    for (const path of paths)
      app.post(path, {
        bodyLimit: Math.max(limits.form, limits.json),
        config: {
          rateLimit: options.rateLimits.attempts,
          refuseForeignPlainPost: (request, reply) => refuse(request, reply, "origin"),
        },
        preParsing: async (request) => checkJsonLength(request, limits),
        errorHandler(error: FastifyError, request, reply) {
          // A plain post too large to read comes back as its page (without values: none were read).
          if (isBodyTooLarge(error) && isPlainFormPost(request))
            return refuse(request, reply, "tooLarge");
          if (!(error instanceof RateLimitedError)) throw error;
          request.log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
          const { retryAfterSeconds } = error;
          const { waitSeconds } = options.rateLimits;
          const result = {
            type: "failed",
            reason: "rate",
            retryAfterSeconds,
            waitSeconds,
          } as const;
          if (pageAction && isPlainFormPost(request)) return pageAction(request, reply, result);
          return respond(request, reply, form, result, options.renderPage, options.siteOrigin);
        },
        async handler(request, reply) {
          const body = request.body ?? {};
          const messages = apiMessages(formLocale(request));
          if (!isRecord(body)) return reply.code(400).send({ message: messages.badRequest });
          const idempotencyKey = idempotencyKeyOf(request, body);
          if (idempotencyKey === null)
            return reply.code(400).send({ message: messages.badIdempotencyKey });
          if (pageAction && isPlainFormPost(request)) return pageAction(request, reply);
          const result = await options.submit({
            form,
            body,
            plain: isPlainFormPost(request),
            locale: formLocale(request),
            idempotencyKey,
            takeRateLimit: () => options.rateLimits.takeSubmission(request),
            log: request.log,
          });
          return respond(request, reply, form, result, options.renderPage, options.siteOrigin);
        },
      });
  }
}
