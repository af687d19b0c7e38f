import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppLoadContext } from "react-router";
import type { SubmitFailure } from "../../app/forms/errors";
import { isRecord } from "../../app/forms/form-data";
import { LOCALES, localizedPath } from "../../app/i18n/locale";
import { apiMessages } from "../messages";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import { CACHE_CONTROL, sendPage, type FetchHandler, type PagePolicyOptions } from "../web";
import { bodyLimits, isBodyTooLarge } from "./body-limit";
import { formLocale } from "../web/request-locale";
import type { FormDefinition } from "./forms";
import { idempotencyKeyOf } from "./idempotency";
import type { SubmissionService, SubmitResult } from "../submissions/submit";

/** A refusal made before the form's action could run: why, and how long to wait for the limit. */
export type PageFormRefusal = Extract<SubmitResult, { type: "failed" }> & {
  /** The form page at the site's own address (`SITE_ORIGIN`), for a post from another one. */
  siteAddress?: string;
};

/** What the action of a form's own page gets from the server (`context.pageForm`). */
export interface PageFormContext {
  /** Sends the posted form through its use case (spam checks, rate limit, storing it). */
  submit(body: Record<string, unknown>): Promise<SubmitResult>;
  /** Set when the server refused the post already: the action answers with the page only. */
  refused?: PageFormRefusal;
  /**
   * Posted by the page's script to the page's route data (`/contact.data`): the action answers
   * with data for the dialog instead of redirecting to the thank-you page.
   */
  fromScript?: boolean;
}

declare module "react-router" {
  interface AppLoadContext {
    pageForm?: PageFormContext;
  }
}

/** The posted fields again as a form body, for React Router's action to read. */
function formBodyOf(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (!isRecord(body)) return params;
  for (const [name, value] of Object.entries(body))
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === "string") params.append(name, item);
  return params;
}

/** React Router's route data of a page (single fetch): where the page's script posts its form. */
export const DATA_SUFFIX = ".data";

const isDataRequest = (request: FastifyRequest) =>
  (request.url.split("?", 1)[0] ?? "").endsWith(DATA_SUFFIX);

/** Answers a form post by the form page's action; `refused`: the server's refusal. */
export type PagePostAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  refused?: PageFormRefusal,
) => Promise<FastifyReply>;

/** A form whose page answers its plain posts: what Fastify needs to know of it. */
export type PageFormTarget = Pick<FormDefinition, "formPage" | "maxChars"> & { kind: string };

/** The form's use case for one plain post (spam checks, rate limit, storing it). */
export type PageFormSubmit = (
  request: FastifyRequest,
  body: Record<string, unknown>,
) => Promise<SubmitResult>;

export interface PageFormOptions {
  handler: FetchHandler | undefined;
  page: PagePolicyOptions;
  siteOrigin: string;
}

/** The stored submissions' use case (donation, contact) as a page form's `submit`. */
export function submissionOf(
  form: FormDefinition,
  submit: SubmissionService,
  rateLimits: RateLimits,
): PageFormSubmit {
  return (request, body) =>
    submit({
      form,
      body,
      plain: true,
      fromScript: isDataRequest(request),
      locale: formLocale(request),
      idempotencyKey: idempotencyKeyOf(request, body) ?? undefined,
      takeRateLimit: () => rateLimits.takeSubmission(request),
      log: request.log,
    });
}

/** What {@link answerByRouteAction} posts where, and with which context. */
export interface RouteActionPost {
  handler: FetchHandler;
  /** The page's address (its route data's, `….data`, for a post from its script). */
  address: string;
  fromScript?: boolean;
  /** The posted fields, passed on as a form body. */
  body: unknown;
  context: AppLoadContext;
  /** The rate limit's wait, known once the action has run. */
  retryAfter: () => number | undefined;
  page: PagePolicyOptions;
  siteOrigin: string;
}

/** Posts the fields to the page's route action in React Router and sends its answer. */
export async function answerByRouteAction(
  request: FastifyRequest,
  reply: FastifyReply,
  post: RouteActionPost,
): Promise<FastifyReply> {
  const response = await post.handler(
    new Request(new URL(post.address, post.siteOrigin), {
      method: "POST",
      headers: {
        accept: post.fromScript ? "*/*" : "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: formBodyOf(post.body),
    }),
    { ...post.context, log: request.log },
  );
  const retryAfter = post.retryAfter();
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  return sendPage(request, reply, response, post.page, {
    status: response.status,
    cacheControl: CACHE_CONTROL.error,
  });
}

/**
 * The answer to a form post, to the form's own page or to its API address without JavaScript,
 * or to the page's route data from its script: React Router's route action of the page in the
 * form's language, with the use case in `context.pageForm` (the page and its errors, or a
 * redirect to the thank-you page; for the script, data in React Router's single-fetch format).
 */
export function pagePostAnswer(
  form: PageFormTarget,
  submit: PageFormSubmit,
  options: PageFormOptions,
): PagePostAnswer {
  const { handler } = options;
  return async (request, reply, refused) => {
    const locale = formLocale(request);
    if (!handler) return reply.code(404).send({ message: apiMessages(locale).notFound });
    const fromScript = isDataRequest(request);
    const path = localizedPath(form.formPage, locale);
    let retryAfter = refused?.retryAfterSeconds;
    const pageForm: PageFormContext = {
      ...(refused && {
        refused:
          refused.reason === "origin"
            ? { ...refused, siteAddress: `${options.siteOrigin}${path}` }
            : refused,
      }),
      ...(fromScript && { fromScript }),
      submit: async (body) => {
        const result = await submit(request, body);
        if (result.type === "failed") retryAfter = result.retryAfterSeconds;
        return result;
      },
    };
    return answerByRouteAction(request, reply, {
      handler,
      address: fromScript ? path + DATA_SUFFIX : path,
      fromScript,
      body: refused?.reason === "tooLarge" ? undefined : request.body,
      context: { pageForm },
      retryAfter: () => retryAfter,
      page: options.page,
      siteOrigin: options.siteOrigin,
    });
  };
}

/**
 * A form posted to its own page (`/contact`, `/en/contact`) without JavaScript, or by the page's
 * script to its route data (`/contact.data`, ADR 0187): Fastify keeps its origin check, body and
 * rate limits, the page's route action answers (ADR 0103).
 */
export function registerPageForms(
  app: FastifyInstance,
  pagePosts: ReadonlyMap<PageFormTarget, PagePostAnswer>,
  rateLimits: RateLimits,
): void {
  for (const [form, answer] of pagePosts) {
    const limits = bodyLimits(form.maxChars);
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: SubmitFailure) =>
      answer(request, reply, { type: "failed", reason });
    const pages = LOCALES.map((locale) => localizedPath(form.formPage, locale));
    for (const url of [...pages, ...pages.map((page) => page + DATA_SUFFIX)])
      app.post(url, {
        bodyLimit: limits.form,
        config: {
          rateLimit: rateLimits.attempts,
          refuseForeignPlainPost: (request, reply) => refuse(request, reply, "origin"),
        },
        errorHandler(error: FastifyError, request, reply) {
          if (isBodyTooLarge(error)) return refuse(request, reply, "tooLarge");
          if (!(error instanceof RateLimitedError)) throw error;
          request.log.info({ kind: form.kind, reason: "rate-limit" }, "submission refused");
          return answer(request, reply, {
            type: "failed",
            reason: "rate",
            retryAfterSeconds: error.retryAfterSeconds,
            waitSeconds: rateLimits.waitSeconds,
          });
        },
        async handler(request, reply) {
          const messages = apiMessages(formLocale(request));
          if (!isPlainFormPost(request) || !isRecord(request.body))
            return reply.code(400).send({ message: messages.badRequest });
          if (idempotencyKeyOf(request, request.body) === null)
            return reply.code(400).send({ message: messages.badIdempotencyKey });
          return answer(request, reply);
        },
      });
  }
}
