import { isAccepted, submit } from "../lib/forms";
import { describeOutcomes, percentile, runPool, type HttpResult } from "../lib/http";
import { startLoadRig } from "../lib/load-rig";
import { defineScenario } from "../lib/scenario";
import {
  checkStoredAndMailed,
  readSnapshot,
  summarise,
  summariseMail,
  waitForMails,
} from "../lib/store";

const TOTAL = 2000;
const CONCURRENCY = 50;

/**
 * 2000 valid submissions (half donation pledges, half contact messages) from 50 concurrent
 * clients over keep-alive connections: all accepted, all stored once, all e-mailed once.
 */
export const loadScenario = defineScenario({
  id: "load",
  title: `Load: ${TOTAL} submissions, ${CONCURRENCY} concurrent`,
  timeLimitMs: 150_000,
  async run(ctx) {
    const { database, sink, server, client, tokens, planned } = await startLoadRig(ctx, {
      tag: "last",
      total: TOTAL,
      concurrency: CONCURRENCY,
    });
    const results: HttpResult[] = [];
    ctx.log(`sending ${TOTAL} submissions`);
    const { wallMs } = await runPool(TOTAL, CONCURRENCY, async (index, worker) => {
      results[index] = await submit(client, server.origin, tokens[worker]!, planned[index]!);
    });
    const accepted = results.filter(isAccepted).length;
    const latencies = results.map((result) => result.ms);
    ctx.metric("requests", TOTAL);
    ctx.metric("concurrency", CONCURRENCY);
    ctx.metric("throughput (req/s)", TOTAL / (wallMs / 1000));
    ctx.metric("latency p50 (ms)", percentile(latencies, 50));
    ctx.metric("latency p99 (ms)", percentile(latencies, 99));
    ctx.metric("latency max (ms)", Math.max(...latencies));
    ctx.check(
      `all ${TOTAL} submissions answered 201`,
      accepted === TOTAL,
      describeOutcomes(results),
    );

    ctx.log(`waiting for ${TOTAL} e-mails (${sink.messages.length} so far)`);
    const delivered = await waitForMails(ctx, sink, TOTAL, 90_000);
    ctx.check(
      `${TOTAL} notifications arrive within 90 s`,
      delivered,
      `${sink.messages.length} e-mails`,
    );

    const exit = await server.stop();
    ctx.check("server exits with 0 on SIGTERM", exit.code === 0, JSON.stringify(exit));
    ctx.metric("error log lines", server.errorLogLines);

    const snapshot = await readSnapshot(database);
    const store = summarise(snapshot);
    ctx.check(
      `exactly ${TOTAL} rows stored (${TOTAL / 2} pledges, ${TOTAL / 2} messages)`,
      snapshot.donations.length === TOTAL / 2 && snapshot.contacts.length === TOTAL / 2,
      `${snapshot.donations.length} pledges, ${snapshot.contacts.length} messages`,
    );
    checkStoredAndMailed(
      ctx,
      store,
      summariseMail(sink, store.ids),
      planned.filter((_, index) => isAccepted(results[index])).map((item) => item.key),
      { duplicatesAllowed: false },
    );
  },
});
