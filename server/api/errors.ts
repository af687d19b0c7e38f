import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import { apiMessages, type ApiMessages } from "../messages";
import { setSecurityHeaders } from "../security/headers";
import { formLocale } from "../web/request-locale";

const ERROR_MESSAGES: Record<number, keyof ApiMessages> = {
  400: "badRequest",
  404: "notFound",
  413: "tooLarge",
  415: "unsupportedType",
  500: "internal",
};

/** Broken URLs (e.g. `/%`) are answered before any hook runs: our JSON and headers instead. */
export const frameworkErrors: FastifyServerOptions["frameworkErrors"] = (error, request, reply) => {
  const answer = reply as unknown as FastifyReply; // its generic types resolve to nothing here
  setSecurityHeaders(request, answer);
  return answer
    .code(error.statusCode ?? 400)
    .send({ message: apiMessages(formLocale(request)).badRequest });
};

/** Errors and unknown addresses are answered with a message in the request's language. */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, "request failed");
    const messages = apiMessages(formLocale(request));
    return reply.code(status).send({ message: messages[ERROR_MESSAGES[status] ?? "badRequest"] });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: apiMessages(formLocale(request)).notFound }),
  );
}
