import type { FastifyReply, FastifyRequest } from "fastify";
import type { BaseLogger, LoggerOptions } from "pino";

/** The logger of a page request, which the server passes to React Router as `context.log`. */
export type PageLog = Pick<BaseLogger, "error" | "warn">;

/**
 * Logger settings: requests are logged by method, path and status only; no bodies, headers,
 * cookies, query strings or client addresses, so no visitor's personal data reaches the logs.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ["req.headers", "headers", "body", "req.body"], remove: true },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, path: req.url.split("?")[0] }),
      res: (res: FastifyReply) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  };
}

/**
 * What may be logged about an error. Database errors carry the failed query and its parameters
 * (the visitor's data) in their message, so only their type and code are kept.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  if (error.name === "DrizzleQueryError" || "query" in error) {
    return { type: cause?.name ?? error.name, code: codeOf(cause ?? error) };
  }
  return { type: error.name, code: codeOf(error), message: withoutQueries(error.message) };
}

function codeOf(error: Error): unknown {
  return (error as { code?: unknown }).code;
}

/** A message without the query strings of URLs in it (they may carry tokens), at most 300 characters. */
function withoutQueries(message: string): string {
  return message.replace(/\?[^\s"'<>]+/g, "?…").slice(0, 300);
}

/**
 * Logs a failed page request (React Router's `handleError`, or an error while the page streams):
 * the error as `err` (so by `safeError`: a database error by its type and code only, never its
 * message with the query's parameters), its status, and the request's method and path without
 * the query string. A page that was not found is a warning.
 */
export function logPageError(log: PageLog, error: unknown, request: Request, status = 500): void {
  const entry = { err: error, status, method: request.method, path: new URL(request.url).pathname };
  if (status >= 500) log.error(entry, "page request failed");
  else log.warn(entry, "page request failed");
}
