import type { FastifyInstance } from "fastify";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { startServer } from "../../server/server";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN } from "./helpers/harness";

/** Writes `head`, then one byte of `trickle` every 200 ms; resolves with what came back and when. */
function slowClient(port: number, head: string, trickle: string, limitMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | undefined }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(trickle[sent++ % trickle.length]!);
    }, 200);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const limit = setTimeout(() => finish(undefined), limitMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("close", () => finish(Date.now() - started));
    socket.on("error", () => {});
  });
}

describe("slow clients", () => {
  let app: FastifyInstance;
  let port: number;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const created = await databases[0]!.create();
    dispose = created.dispose;
    const config = parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SITE_ORIGIN,
      ...(created.env as Record<string, string>),
    });
    ({ app } = await startServer(config, { timeouts: { requestMs: 1000, headersMs: 1000 } }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it("waits by default at most 10 s for a whole request and 5 s on an idle connection", async () => {
    const { HTTP_TIMEOUTS, timeoutOptions } = await import("../../server/http-timeouts");
    expect(timeoutOptions(HTTP_TIMEOUTS)).toMatchObject({
      requestTimeout: 10_000,
      keepAliveTimeout: 5_000,
      http: { headersTimeout: 10_000 },
    });
    expect(app.server.requestTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(5000);
  });

  it("cuts off a client that trickles its body", async () => {
    const head =
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
      "Content-Length: 1000\r\n\r\n{";
    const { answer, closedAfterMs } = await slowClient(port, head, '"a', 5000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts off a client that trickles its headers", async () => {
    const { closedAfterMs } = await slowClient(
      port,
      "GET / HTTP/1.1\r\nHost: x\r\n",
      "X-a: b\r\n",
      5000,
    );
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(2500);
  });
});
