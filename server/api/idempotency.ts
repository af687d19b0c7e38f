import type { FastifyRequest } from "fastify";
import {
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from "../../app/forms/transport";
import { isPlainFormPost } from "../security/csrf";

/** The idempotency key of the request: undefined for none, null for a malformed one. */
export function idempotencyKeyOf(request: FastifyRequest, body: Record<string, unknown>) {
  const key = isPlainFormPost(request)
    ? body[IDEMPOTENCY_FIELD]
    : request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (key === undefined || key === "") return undefined;
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}
