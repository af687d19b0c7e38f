import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import pino from "pino";
import { loggerOptions, logPageError, type PageLog } from "../server/log";

/** How long a render may take before React gives up on it (nothing on these pages waits). */
export const streamTimeout = 5_000;

let ownLog: PageLog | undefined;

/** The request's logger from the server; one of our own for a request that came without. */
const logOf = (context: AppLoadContext | undefined): PageLog =>
  context?.log ?? (ownLog ??= pino(loggerOptions(process.env.LOG_LEVEL ?? "info")));

/**
 * Errors of loaders, actions and rendering, logged as the server logs (server/log.ts) instead of
 * React Router's default `console.error` of the whole error: a database error's message carries
 * the query's parameters, the visitors' and donors' data (docs/submissions.md, "Logs").
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own errors (no route matches, a method not allowed) come with their status.
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    return logPageError(logOf(context), inner ?? error, request, error.status);
  }
  logPageError(logOf(context), error, request);
};

/**
 * As React Router's default entry, with two differences. Every page is sent whole, in document
 * order: no loader streams data, so there is nothing to send early. And React never moves a
 * large Suspense boundary's content to the end of the page behind an inline script, which the
 * Content-Security-Policy would block and a visitor without JavaScript would never see
 * (app/components/HydratesLater.tsx, docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell is logged by React Router (handleError); one after it here.
          if (shellRendered) logPageError(logOf(loadContext), error, request);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
