import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { safeError } from "../log";
import { MESSAGES } from "../messages";

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get("/api/health", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: safeError(error) }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", message: MESSAGES.unavailable });
    }
  });

  /** Hands out the CSRF token (the cookie is set by the CSRF hook when it is missing). */
  app.get("/api/csrf", async (request) => ({ token: request.csrfToken }));
}
