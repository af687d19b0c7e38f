import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isRecord } from "../../app/forms/form-data";
import type { NewsletterTokenPageKind } from "../../app/forms/newsletter-outcome";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { LOCALES, localizedPath } from "../../app/i18n/locale";
import type { Db } from "../db/client";
import { apiMessages } from "../messages";
import {
  confirmSubscription,
  endSubscription,
  sendUnsubscribeLink,
} from "../newsletter/subscription-links";
import { isPlainFormPost } from "../security/csrf";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";
import type { FetchHandler, PagePolicyOptions } from "../web";
import type { NewsletterPageContext } from "../web/load-context";
import { formLocale } from "../web/request-locale";
import { answerByRouteAction } from "./page-forms";

/** The pages a link in a newsletter e-mail opens, by their German address. */
const TOKEN_PAGES: Record<NewsletterTokenPageKind, string> = {
  confirm: NEWSLETTER_PATHS.confirmPage,
  unsubscribe: NEWSLETTER_PATHS.unsubscribePage,
};

export interface NewsletterPageOptions {
  db: Db;
  rateLimits: RateLimits;
  onQueued: () => void;
  handler: FetchHandler | undefined;
  page: PagePolicyOptions;
  siteOrigin: string;
}

/** Answers a plain post with the page; `refused`: the rate limit's refusal, made before the action. */
export type NewsletterPageAnswer = (
  kind: NewsletterTokenPageKind,
  request: FastifyRequest,
  reply: FastifyReply,
  refused?: RateLimitedError,
) => Promise<FastifyReply>;

/**
 * A plain post from the confirm or unsubscribe page, answered by the page's route action in the
 * form's language with the use cases in `context.newsletterPage`: the page with its outcome.
 */
export function newsletterPageAnswer(options: NewsletterPageOptions): NewsletterPageAnswer {
  const { db, handler, rateLimits } = options;
  return async (kind, request, reply, refused) => {
    const locale = formLocale(request);
    if (!handler) return reply.code(404).send({ message: apiMessages(locale).notFound });
    let retryAfter = refused?.retryAfterSeconds;
    const newsletterPage: NewsletterPageContext = {
      ...(refused && { refused: "rate" as const }),
      confirm: (token) => confirmSubscription(db, token, request.log),
      unsubscribe: (token) => endSubscription(db, token, request.log),
      async sendUnsubscribeLink(fields) {
        const result = await sendUnsubscribeLink({
          db,
          body: fields,
          takeRateLimit: () => rateLimits.takeSubmission(request),
          onQueued: options.onQueued,
          log: request.log,
        });
        if (result.outcome === "rate") retryAfter = result.retryAfterSeconds;
        return result.outcome;
      },
    };
    return answerByRouteAction(request, reply, {
      handler,
      address: localizedPath(TOKEN_PAGES[kind], locale),
      body: request.body,
      context: { newsletterPage },
      retryAfter: () => retryAfter,
      page: options.page,
      siteOrigin: options.siteOrigin,
    });
  };
}

/**
 * The confirm and unsubscribe pages post to their own address (`/newsletter/bestaetigen`,
 * `/en/newsletter/confirm`): Fastify keeps its origin check and rate limit, the page's route
 * action answers.
 */
export function registerNewsletterPages(
  app: FastifyInstance,
  answer: NewsletterPageAnswer,
  rateLimits: RateLimits,
): void {
  for (const kind of Object.keys(TOKEN_PAGES) as NewsletterTokenPageKind[])
    for (const locale of LOCALES)
      app.post(localizedPath(TOKEN_PAGES[kind], locale), {
        config: { rateLimit: rateLimits.attempts },
        errorHandler(error, request, reply) {
          if (!(error instanceof RateLimitedError)) throw error;
          return answer(kind, request, reply, error);
        },
        async handler(request, reply) {
          if (!isPlainFormPost(request) || !isRecord(request.body))
            return reply.code(400).send({ message: apiMessages(formLocale(request)).badRequest });
          return answer(kind, request, reply);
        },
      });
}
