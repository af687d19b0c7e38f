import fastifyRateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { countHit, deleteEndedWindows } from "../db/rate-limits";

/**
 * How many attempts of any outcome (a 400 for a typo, a 403, …) a client may make per
 * submission the limit allows: a visitor who corrects three typos before sending is not locked
 * out, while a flood of bad requests still is.
 */
export const ATTEMPTS_PER_SUBMISSION = 4;

/**
 * One-click unsubscribes (RFC 8058) per submission the limit allows: mail providers post them
 * from a few shared addresses for all their users, so they get their own, larger count.
 */
export const UNSUBSCRIBES_PER_SUBMISSION = 100;

/** Thrown by the attempt limit's hook; the submit routes answer it like an exhausted limit. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super("rate limit exceeded");
  }
}

/**
 * `retryAfterSeconds`: what is left of the window (the Retry-After header); `waitSeconds`: the
 * configured window, which the visitor is told to wait (the same text whenever they are refused).
 */
export type RateDecision =
  { limited: false } | { limited: true; retryAfterSeconds: number; waitSeconds: number };

export interface RateLimits {
  /** Route option `config.rateLimit` of the submit routes: every attempt counts. */
  attempts: RateLimitOptions;
  /** Route option of the unsubscribe route: its own count, apart from the visitors' forms. */
  unsubscribes: RateLimitOptions;
  /** `RATE_LIMIT_WINDOW_MS` in seconds: how long a refused visitor is told to wait. */
  waitSeconds: number;
  /** Counts one submission that is about to be stored, for the client of `request`. */
  takeSubmission(request: FastifyRequest): Promise<RateDecision>;
  /**
   * Counts one sign-in attempt to the team area, for the client and (when given) the e-mail
   * address (docs/decisions/0130-team-area-sign-in-and-sessions.md).
   */
  takeSignIn(request: FastifyRequest, email?: string): Promise<RateDecision>;
}

/** Sign-in attempts to the team area per client address and per e-mail address. */
export const SIGN_IN_LIMITS = {
  perClient: 20,
  perEmail: 5,
  windowMs: 15 * 60_000,
} as const;

const signInEmails = new WeakMap<FastifyRequest, string>();

const decision = (
  result: { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number },
  waitSeconds: number,
): RateDecision =>
  !result.isAllowed && result.isExceeded && result.ttlInSeconds !== undefined
    ? { limited: true, retryAfterSeconds: Math.max(1, result.ttlInSeconds), waitSeconds }
    : { limited: false };

const SIGN_IN_WAIT_SECONDS = SIGN_IN_LIMITS.windowMs / 1000;

/** @fastify/rate-limit's store on PostgreSQL (one table, one upsert per hit). */
function postgresStore(db: Db): FastifyRateLimitStoreCtor {
  let nextCleanup = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], windowMs: number) {
      countHit(db, key, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      if (Date.now() < nextCleanup) return;
      nextCleanup = Date.now() + windowMs;
      deleteEndedWindows(db).catch(() => {});
    }
    child() {
      return this;
    }
  };
}

/** The client's address (an IPv6 client by its /64 network); none once its connection is gone. */
const byClient = (prefix: string) => (request: FastifyRequest) =>
  `${prefix}:${request.ip ? normalizeIP(request.ip) : "gone"}`;

/**
 * Two fixed-window limits per client address (see docs/decisions/0041-rate-limit.md):
 * submissions that would be stored (`max` per window) and attempts of any outcome
 * ({@link ATTEMPTS_PER_SUBMISSION} times as many). On PostgreSQL they are counted in the
 * database, so that several server processes share them; else in this process's memory. When
 * the database cannot count, the request goes through (storing it will fail anyway).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { max: number; windowMs: number; sharedDb: Db | undefined },
): Promise<RateLimits> {
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(options.sharedDb && { store: postgresStore(options.sharedDb) }),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  const submissions = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: byClient("submission"),
  });
  const signInClients = app.createRateLimit({
    max: SIGN_IN_LIMITS.perClient,
    timeWindow: SIGN_IN_LIMITS.windowMs,
    keyGenerator: byClient("sign-in"),
  });
  const signInAddresses = app.createRateLimit({
    max: SIGN_IN_LIMITS.perEmail,
    timeWindow: SIGN_IN_LIMITS.windowMs,
    keyGenerator: (request) => `sign-in-email:${signInEmails.get(request) ?? ""}`,
  });
  const waitSeconds = Math.max(1, Math.round(options.windowMs / 1000));
  return {
    waitSeconds,
    attempts: {
      max: options.max * ATTEMPTS_PER_SUBMISSION,
      timeWindow: options.windowMs,
      keyGenerator: byClient("attempt"),
    },
    unsubscribes: {
      max: options.max * UNSUBSCRIBES_PER_SUBMISSION,
      timeWindow: options.windowMs,
      keyGenerator: byClient("unsubscribe"),
    },
    async takeSubmission(request) {
      return decision(await submissions(request), waitSeconds);
    },
    async takeSignIn(request, email) {
      const byClient = decision(await signInClients(request), SIGN_IN_WAIT_SECONDS);
      if (byClient.limited || !email) return byClient;
      signInEmails.set(request, email.trim().toLowerCase());
      return decision(await signInAddresses(request), SIGN_IN_WAIT_SECONDS);
    },
  };
}
