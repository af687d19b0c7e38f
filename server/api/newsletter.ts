import type { FastifyInstance } from "fastify";
import { fieldErrors } from "../../app/forms/errors";
import { isRecord } from "../../app/forms/form-data";
import { newsletterSchema } from "../../app/forms/newsletter";
import { HONEYPOT_FIELD, NEWSLETTER_PATHS } from "../../app/forms/transport";
import type { Db } from "../db/client";
import { confirmSignUp, signUp, unsubscribe } from "../db/subscribers";
import { safeError } from "../log";
import { MESSAGES } from "../messages";
import { RateLimitedError, type RateLimits } from "../security/rate-limit";

export const NEWSLETTER_MESSAGES = {
  signedUp:
    "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Anmeldung über den Link darin.",
  confirmed: "Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.",
  invalidLink:
    "Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte melden Sie sich bei Bedarf erneut an.",
  unsubscribed: "Sie sind vom Newsletter abgemeldet und erhalten keine weiteren E-Mails.",
} as const;

const text = "text/plain; charset=utf-8";

/** The token of a request: `?token=` (the links in the e-mails) or the body's `token`. */
function tokenOf(query: unknown, body: unknown): string | undefined {
  for (const source of [body, query]) {
    const token = isRecord(source) ? source.token : undefined;
    if (typeof token === "string" && /^[\w-]{20,100}$/.test(token)) return token;
  }
  return undefined;
}

/**
 * The built-in newsletter's API (docs/decisions/0081-built-in-newsletter.md): sign-up (double
 * opt-in), confirmation and one-click unsubscribe (RFC 8058).
 */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  options: { db: Db; rateLimits: RateLimits; onQueued: () => void },
): void {
  const { db, rateLimits } = options;
  const rateLimited = (error: Error) => {
    if (!(error instanceof RateLimitedError)) throw error;
    return error;
  };

  app.post(NEWSLETTER_PATHS.signUpApi, {
    config: { rateLimit: rateLimits.attempts },
    errorHandler(error, _request, reply) {
      const { retryAfterSeconds } = rateLimited(error);
      return reply
        .code(429)
        .header("retry-after", String(retryAfterSeconds))
        .send({ message: MESSAGES.tooManyRequests });
    },
    async handler(request, reply) {
      const body = isRecord(request.body) ? request.body : {};
      const result = newsletterSchema.safeParse(body);
      if (!result.success) return reply.code(400).send({ errors: fieldErrors(result) });
      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        request.log.info({ kind: "newsletter", reason: "honeypot" }, "sign-up discarded as spam");
        return reply.code(202).type(text).send(NEWSLETTER_MESSAGES.signedUp);
      }
      const rate = await rateLimits.takeSubmission(request);
      if (rate.limited)
        return reply
          .code(429)
          .header("retry-after", String(rate.retryAfterSeconds))
          .send({ message: MESSAGES.tooManyRequests });
      try {
        const outcome = await signUp(db, result.data);
        request.log.info({ kind: "newsletter", outcome }, "sign-up handled");
        if (outcome === "queued") options.onQueued();
      } catch (error) {
        request.log.error({ kind: "newsletter", err: safeError(error) }, "could not sign up");
        return reply.code(503).send({ message: MESSAGES.unavailable });
      }
      // The same answer whether the address was new, waiting or subscribed already.
      return reply.code(202).type(text).send(NEWSLETTER_MESSAGES.signedUp);
    },
  });

  app.post(NEWSLETTER_PATHS.confirmApi, {
    config: { rateLimit: rateLimits.attempts },
    errorHandler(error, _request, reply) {
      rateLimited(error);
      return reply.code(429).send({ message: MESSAGES.tooManyRequests });
    },
    async handler(request, reply) {
      const token = tokenOf(request.query, request.body);
      const confirmed = token !== undefined && (await confirmSignUp(db, token));
      request.log.info({ kind: "newsletter", confirmed }, "confirmation handled");
      return confirmed
        ? reply.code(200).type(text).send(NEWSLETTER_MESSAGES.confirmed)
        : reply.code(410).send({ message: NEWSLETTER_MESSAGES.invalidLink });
    },
  });

  // Mail programs post `List-Unsubscribe=One-Click` here from their own servers (no Origin):
  // the token alone decides, and it can only end a subscription (see security/csrf.ts).
  app.post(NEWSLETTER_PATHS.unsubscribeApi, {
    config: { rateLimit: rateLimits.attempts, csrfExempt: true },
    errorHandler(error, _request, reply) {
      rateLimited(error);
      return reply.code(429).send({ message: MESSAGES.tooManyRequests });
    },
    async handler(request, reply) {
      const token = tokenOf(request.query, request.body);
      const removed = token !== undefined && (await unsubscribe(db, token));
      request.log.info({ kind: "newsletter", removed }, "unsubscribe handled");
      // Also for an unknown token: the address is not subscribed either way.
      return reply.code(200).type(text).send(NEWSLETTER_MESSAGES.unsubscribed);
    },
  });
}
