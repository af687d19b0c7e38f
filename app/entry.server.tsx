import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

/** How long a render may take before React gives up on it (nothing on these pages waits). */
export const streamTimeout = 5_000;

/**
 * As React Router's default entry, with two differences. Every page is sent whole, in document
 * order: no loader streams data, so there is nothing to send early. And React never moves a
 * large Suspense boundary's content to the end of the page behind an inline script, which the
 * Content-Security-Policy would block and a visitor without JavaScript would never see
 * (app/components/HydratesLater.tsx, docs/decisions/0156-form-pages-hydrate-the-form-first.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
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
          // An error before the shell is logged by React Router; one after it only here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
