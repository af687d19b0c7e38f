import type { FastifyBaseLogger } from "fastify";
import { unsubscribeLinkSchema } from "../../app/forms/newsletter-links";
import type { NewsletterOutcome } from "../../app/forms/newsletter-outcome";
import type { Db } from "../db/client";
import { confirmSignUp, requestUnsubscribeLink, unsubscribe } from "../db/subscribers";
import type { RateDecision } from "../security/rate-limit";

/**
 * What the links of the newsletter's e-mails do (docs/decisions/0189-newsletter-pages-as-route-actions.md):
 * the confirm and unsubscribe pages' route actions and the API's JSON and one-click endpoints
 * call these alike, and answer the outcome each in its own way.
 */
type Log = Pick<FastifyBaseLogger, "info">;

/** Confirms the sign-up of a confirmation link, once and before it expires. */
export async function confirmSubscription(
  db: Db,
  token: string | undefined,
  log: Log,
): Promise<Extract<NewsletterOutcome, "confirmed" | "invalid">> {
  const confirmed = token !== undefined && (await confirmSignUp(db, token));
  log.info({ kind: "newsletter", confirmed }, "confirmation handled");
  return confirmed ? "confirmed" : "invalid";
}

/** Ends the subscription of an unsubscribe link; for an unknown token too, as it is not subscribed. */
export async function endSubscription(
  db: Db,
  token: string | undefined,
  log: Log,
): Promise<Extract<NewsletterOutcome, "unsubscribed">> {
  const removed = token !== undefined && (await unsubscribe(db, token));
  log.info({ kind: "newsletter", removed }, "unsubscribe handled");
  return "unsubscribed";
}

export type UnsubscribeLinkOutcome =
  { outcome: "linkRequested" | "invalidAddress" } | { outcome: "rate"; retryAfterSeconds: number };

/**
 * Mails the unsubscribe link to a signed-up address. The outcome is the same for every valid
 * address, so it tells no one whether an address is signed up.
 */
export async function sendUnsubscribeLink(options: {
  db: Db;
  body: unknown;
  takeRateLimit: () => Promise<RateDecision>;
  onQueued: () => void;
  log: Log;
}): Promise<UnsubscribeLinkOutcome> {
  const address = unsubscribeLinkSchema.safeParse(options.body);
  if (!address.success) return { outcome: "invalidAddress" };
  const rate = await options.takeRateLimit();
  if (rate.limited) return { outcome: "rate", retryAfterSeconds: rate.retryAfterSeconds };
  const queued = await requestUnsubscribeLink(options.db, address.data.email);
  options.log.info({ kind: "newsletter", queued }, "unsubscribe link requested");
  if (queued) options.onQueued();
  return { outcome: "linkRequested" };
}
