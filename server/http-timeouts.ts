import type { FastifyHttpOptions } from "fastify";
import type { Server } from "node:http";

/** How long the server waits for clients (docs/decisions/0062-http-timeouts.md). */
export interface HttpTimeouts {
  /** The whole request, headers and body (else 408 and the connection is closed). */
  requestMs: number;
  /** The request's headers. */
  headersMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
  /** A connection with no traffic at all in either direction. */
  connectionMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 10_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  connectionMs: 30_000,
};

/** Fastify's and Node's settings for `timeouts`. */
export function timeoutOptions(timeouts: HttpTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node checks the request and headers timeouts this often (its default: every 30 s).
      connectionsCheckingInterval: Math.min(1000, timeouts.requestMs / 4),
    },
  };
}
