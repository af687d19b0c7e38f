import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { MESSAGES } from "../messages";

declare module "fastify" {
  interface FastifyInstance {
    /** Set on SIGTERM: readiness answers 503 from then on, while requests are still served. */
    draining: boolean;
  }
}

/** For a load balancer: health checks log only problems. */
const QUIET = { logLevel: "warn" } as const;

/**
 * `/api/health/live`: the process answers (restart it if not). `/api/health/ready` (and
 * `/api/health`, its older name): send it traffic — the database answers, has every migration
 * of this version, and the server is not draining after SIGTERM.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.decorate("draining", false);
  // Node closes only the connections idle at the close; one busy then would stay open after
  // its answer until its keep-alive timeout ran out (a proxy's pooled connection: 72 s).
  app.addHook("onSend", async (_request, reply) => {
    if (app.draining) reply.header("connection", "close");
  });

  app.get("/api/health/live", QUIET, async () => ({ status: "ok" }));

  async function ready(request: FastifyRequest, reply: FastifyReply) {
    if (app.draining) return reply.code(503).send({ status: "draining" });
    try {
      await database.checkReady();
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database not ready");
      return reply.code(503).send({ status: "error", message: MESSAGES.unavailable });
    }
  }
  app.get("/api/health/ready", QUIET, ready);
  app.get("/api/health", QUIET, ready);
}
