import { isAccepted, submit } from "../lib/forms";
import { describeOutcomes, HttpClient, runPool, type HttpResult } from "../lib/http";
import { startLoadRig } from "../lib/load-rig";
import { defineScenario } from "../lib/scenario";
import { ServerProcess, sleep } from "../lib/server-process";
import { readSnapshot, summarise, summariseMail, waitForMails } from "../lib/store";

const TOTAL = 1000;
const TERM_AFTER = 300;
const CONCURRENCY = 50;
const SHUTDOWN_LIMIT_MS = 10_000;

interface Probe {
  at: number;
  result: HttpResult;
}

/** GET /api/health on a new connection every 25 ms until the process has exited. */
async function probeNewConnections(server: ServerProcess, client: HttpClient): Promise<Probe[]> {
  const probes: Probe[] = [];
  while (server.running) {
    const result = await client.send({
      method: "GET",
      path: "/api/health",
      fresh: true,
      timeoutMs: 5000,
    });
    probes.push({ at: Date.now(), result });
    await sleep(25);
  }
  return probes;
}

/** Refused: no connection at all, or the 503 of a server that is closing (not a slow answer). */
const refused = ({ result }: Probe) => result.error === "ECONNREFUSED" || result.status === 503;

/**
 * SIGTERM under load: the server answers what it is working on, refuses the rest (503 or no
 * connection), exits 0, and every submission it answered 201 is stored and later notified.
 */
export const shutdownScenario = defineScenario({
  id: "shutdown",
  title: `Fault: SIGTERM after ${TERM_AFTER} answers with ${CONCURRENCY} requests in flight`,
  timeLimitMs: 120_000,
  async run(ctx) {
    const { database, sink, env, server, client, tokens, planned } = await startLoadRig(ctx, {
      tag: "term",
      total: TOTAL,
      concurrency: CONCURRENCY,
    });
    const results: (HttpResult | undefined)[] = new Array<HttpResult | undefined>(TOTAL);

    let answered = 0;
    let termAt = 0;
    let acceptedAfterTerm = 0;
    const sentAt: number[] = [];
    let probing: Promise<Probe[]> | undefined;
    const { started } = await runPool(
      TOTAL,
      CONCURRENCY,
      async (index, worker) => {
        sentAt[index] = Date.now();
        const result = await submit(client, server.origin, tokens[worker]!, planned[index]!);
        results[index] = result;
        if (termAt && isAccepted(result)) acceptedAfterTerm += 1;
        if (result.status !== undefined) answered += 1;
        if (answered >= TERM_AFTER && !termAt) {
          termAt = Date.now();
          ctx.log(`SIGTERM after ${answered} answers`);
          server.terminate();
          probing = probeNewConnections(server, client);
        }
      },
      // Keep sending for a while after SIGTERM (as visitors would), then stop.
      () => termAt > 0 && Date.now() - termAt > 1000,
    );
    const exit = await Promise.race([
      server.exited,
      new Promise<undefined>((resolve) => setTimeout(resolve, SHUTDOWN_LIMIT_MS + 5000)),
    ]);
    const sent = results.filter((result) => result !== undefined);
    ctx.metric("requests sent", started);
    ctx.metric("outcomes", describeOutcomes(sent));
    ctx.check(
      "exits with 0 after SIGTERM",
      exit?.code === 0,
      exit
        ? `${JSON.stringify(exit)} after ${((Date.now() - termAt) / 1000).toFixed(1)} s`
        : "still running",
    );

    ctx.check(
      "requests in flight at SIGTERM were finished (201 answers after it)",
      acceptedAfterTerm > 0,
      `${acceptedAfterTerm} answered 201 after SIGTERM`,
    );
    const incomplete = sent.filter((result) => result.status !== undefined && !result.complete);
    ctx.check(
      "every answer is complete (no body cut off)",
      incomplete.length === 0,
      `${incomplete.length} incomplete`,
    );
    const unexpected = sent.filter(
      (result) =>
        result.status !== undefined &&
        !isAccepted(result) &&
        !(result.status === 503 && result.body.includes("message")),
    );
    ctx.check(
      "every answer is a 201 or, once closing, a 503 with a message",
      unexpected.length === 0,
      describeOutcomes(unexpected) || "none other",
    );
    // New connections after SIGTERM: served until closing begins, never again after that.
    const probes = (await probing) ?? [];
    const closedAt = probes.find(refused)?.at;
    const servedLater = probes.filter(
      (probe) => closedAt && probe.at > closedAt && probe.result.status === 200,
    );
    ctx.check(
      "after SIGTERM new connections are refused within 5 s, and stay refused",
      closedAt !== undefined && closedAt - termAt < 5000 && servedLater.length === 0,
      closedAt
        ? `first refused ${closedAt - termAt} ms after SIGTERM; ${probes.length} probes, ${servedLater.length} served later`
        : `${probes.length} probes, never refused`,
    );
    const acceptedLate = planned.filter(
      (_, i) => closedAt && sentAt[i]! > closedAt && isAccepted(results[i]),
    ).length;
    ctx.check(
      "no submission sent after closing began was accepted",
      acceptedLate === 0,
      `${acceptedLate} accepted`,
    );

    const snapshot = await readSnapshot(database);
    const store = summarise(snapshot);
    const acceptedKeys = planned.filter((_, i) => isAccepted(results[i])).map((item) => item.key);
    const refusedKeys = planned
      .filter((_, i) => results[i]?.status === 503)
      .map((item) => item.key);
    const lost = acceptedKeys.filter((key) => !store.idsByKey.has(key));
    ctx.check(
      "every submission answered 201 is stored",
      lost.length === 0,
      `${acceptedKeys.length} answered 201, ${lost.length} not stored`,
    );
    const storedRefused = refusedKeys.filter((key) => store.idsByKey.has(key));
    ctx.check(
      "no submission answered 503 was stored",
      storedRefused.length === 0,
      `${refusedKeys.length} answered 503, ${storedRefused.length} stored`,
    );
    ctx.check(
      "every stored submission has its outbox row (nothing half written)",
      store.withoutOutbox === 0,
      `${store.rows} rows, ${store.withoutOutbox} without outbox row`,
    );
    const unanswered = planned.filter((_, i) => results[i] && results[i].status === undefined);
    ctx.metric("requests without an answer", unanswered.length);
    ctx.metric(
      "… of them stored anyway (ambiguous to the client)",
      unanswered.filter((item) => store.idsByKey.has(item.key)).length,
    );
    ctx.metric("rows stored", store.rows);
    ctx.metric("notifications still unsent at exit", store.unsent);

    // Notifications that were not sent before the exit go out after the next start.
    ctx.log("restarting to deliver the rest of the notifications");
    const again = await ServerProcess.start(ctx, env, { port: server.port });
    const delivered = await waitForMails(ctx, sink, store.rows, 60_000);
    await again.stop();
    const mail = summariseMail(sink, store.ids);
    ctx.check(
      "after a restart every stored submission is e-mailed, once",
      delivered && mail.missing === 0 && mail.duplicates === 0 && mail.unexpected === 0,
      `${mail.received} e-mails, ${mail.missing} missing, ${mail.duplicates} duplicates`,
    );
  },
});
