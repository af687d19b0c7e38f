import { contactSchema } from "../../../app/forms/contact";
import { openDatabase } from "../../../server/db/client";
import { storeSubmission } from "../../../server/db/submissions";
import { freshPglite } from "../lib/environment";
import {
  fetchCsrfTokens,
  idempotencyKey,
  isAccepted,
  plannedSubmission,
  submit,
} from "../lib/forms";
import { describeOutcomes, HttpClient, percentile, type HttpResult } from "../lib/http";
import { defineScenario } from "../lib/scenario";
import { ServerProcess } from "../lib/server-process";
import { readSnapshot } from "../lib/store";

const DURATION_MS = 5000;
const CONCURRENCY = 10;
const WARM_UP = 100;

/** Runs `task` from `concurrency` loops until `durationMs` is over; returns each call's time. */
async function measure(
  durationMs: number,
  concurrency: number,
  task: (worker: number) => Promise<void>,
): Promise<{ count: number; seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await task(worker);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

/**
 * Contact messages per second through HTTP (CSRF, validation, the whole server) beside the same
 * insert (submission + outbox row, one transaction) straight into the same kind of database
 * with the server's own module: the ratio is what everything around the insert costs.
 */
export const throughputScenario = defineScenario({
  id: "throughput",
  title: `Throughput: POST /api/contact vs. direct insert (${DURATION_MS / 1000} s each, ${CONCURRENCY} concurrent)`,
  timeLimitMs: 90_000,
  async run(ctx) {
    const database = await freshPglite(ctx);
    // Without SMTP_URL the notification sender is off: it would compete for the database.
    const server = await ServerProcess.start(ctx, database);
    const client = new HttpClient(server.port, CONCURRENCY);
    ctx.defer(() => client.close());
    const tokens = await fetchCsrfTokens(client, CONCURRENCY);

    let n = 0;
    const httpResults: HttpResult[] = [];
    const postContact = async (worker: number) => {
      const submission = plannedSubmission(2 * n + 1, "durchsatz"); // odd: a contact message
      n += 1;
      const result = await submit(client, server.origin, tokens[worker]!, submission);
      httpResults.push(result);
    };
    for (let i = 0; i < WARM_UP; i += 1) await postContact(i % CONCURRENCY);
    httpResults.length = 0;
    ctx.log(`HTTP for ${DURATION_MS / 1000} s`);
    const http = await measure(DURATION_MS, CONCURRENCY, postContact);
    ctx.check(
      "every HTTP request is answered 201",
      httpResults.every(isAccepted),
      describeOutcomes(httpResults),
    );
    const exit = await server.stop();
    ctx.check("server exits with 0 on SIGTERM", exit.code === 0, JSON.stringify(exit));

    const direct = await (async () => {
      const opened = await openDatabase({ DATA_DIR: database.DATA_DIR });
      try {
        const parsed = contactSchema.safeParse(plannedSubmission(1, "durchsatz").payload);
        if (!parsed.success) throw new Error("the planned contact message is not valid");
        const insert = () =>
          storeSubmission(opened.db, { kind: "contact", data: parsed.data }, idempotencyKey()).then(
            () => {},
          );
        for (let i = 0; i < WARM_UP; i += 1) await insert();
        ctx.log(`direct inserts for ${DURATION_MS / 1000} s`);
        return await measure(DURATION_MS, CONCURRENCY, insert);
      } finally {
        await opened.close();
      }
    })();

    const snapshot = await readSnapshot(database);
    const expected = 2 * WARM_UP + http.count + direct.count;
    ctx.check(
      "every request and insert stored exactly one row (with its outbox row)",
      snapshot.contacts.length === expected && snapshot.outbox.length === expected,
      `${snapshot.contacts.length} rows, ${snapshot.outbox.length} outbox rows, expected ${expected}`,
    );

    const httpRate = http.count / http.seconds;
    const directRate = direct.count / direct.seconds;
    ctx.metric("HTTP: requests/s", httpRate);
    ctx.metric("HTTP: latency p50 (ms)", percentile(http.latencies, 50));
    ctx.metric("HTTP: latency p99 (ms)", percentile(http.latencies, 99));
    ctx.metric("direct: inserts/s", directRate);
    ctx.metric("direct: latency p50 (ms)", percentile(direct.latencies, 50));
    ctx.metric("direct: latency p99 (ms)", percentile(direct.latencies, 99));
    ctx.metric(
      "HTTP / direct (share of the database's rate reached)",
      `${((httpRate / directRate) * 100).toFixed(0)} %`,
    );
    ctx.metric(
      "HTTP+CSRF+validation overhead per request (ms)",
      1000 / httpRate - 1000 / directRate,
    );
    ctx.note(
      "Same machine, same PGlite data directory type, sequential runs; the HTTP client and the server share the CPUs.",
    );
  },
});
