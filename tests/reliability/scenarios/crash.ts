import { isAccepted, submit } from "../lib/forms";
import { describeOutcomes, runPool, type HttpResult } from "../lib/http";
import { startLoadRig } from "../lib/load-rig";
import { defineScenario } from "../lib/scenario";
import { ServerProcess } from "../lib/server-process";
import {
  checkStoredAndMailed,
  readSnapshot,
  summarise,
  summariseMail,
  waitForMails,
} from "../lib/store";

const TOTAL = 1000;
const KILL_AFTER = 300;
const CONCURRENCY = 25;

/**
 * SIGKILL in the middle of a load, then a restart on the same PGlite data directory: every
 * submission answered 201 survived, with its notification; the clients' retries (same
 * idempotency keys) of the requests that got no answer are stored once.
 */
export const crashScenario = defineScenario({
  id: "crash",
  title: `Fault: SIGKILL after ${KILL_AFTER} of ${TOTAL} submissions, restart`,
  timeLimitMs: 120_000,
  async run(ctx) {
    const rig = await startLoadRig(ctx, { tag: "crash", total: TOTAL, concurrency: CONCURRENCY });
    const { database, sink, env, client, tokens, planned } = rig;
    const first = rig.server;
    const results: (HttpResult | undefined)[] = new Array<HttpResult | undefined>(TOTAL);

    let answered = 0;
    let killed: Promise<void> | undefined;
    const { started } = await runPool(
      TOTAL,
      CONCURRENCY,
      async (index, worker) => {
        const result = await submit(client, first.origin, tokens[worker]!, planned[index]!);
        results[index] = result;
        if (result.status !== undefined) answered += 1;
        if (answered >= KILL_AFTER && !killed) {
          ctx.log(`SIGKILL after ${answered} answers`);
          killed = first.kill();
        }
      },
      () => killed !== undefined,
    );
    await killed;
    const exit = await first.exited;
    ctx.check("the server was killed (SIGKILL)", exit.signal === "SIGKILL", JSON.stringify(exit));
    const acceptedBeforeCrash = results.filter(isAccepted).length;
    const noAnswer = results.filter((result) => result && result.status === undefined).length;
    ctx.metric("requests sent before the kill", started);
    ctx.metric("answered 201 before the kill", acceptedBeforeCrash);
    ctx.metric("in flight at the kill (no answer)", noAnswer);
    ctx.check(
      "every answer before the kill was a complete 201",
      results.every((result) => !result || result.status === undefined || isAccepted(result)),
      describeOutcomes(results),
    );

    ctx.log("restarting on the same data directory");
    const restartedAt = Date.now();
    const second = await ServerProcess.start(ctx, env, { port: first.port });
    ctx.metric("restart until healthy (s)", (Date.now() - restartedAt) / 1000);
    // The visitors retry what got no answer, and the rest is sent now, all with their own keys.
    const retried: HttpResult[] = [];
    const pending = planned.filter((_, index) => !isAccepted(results[index]));
    await runPool(pending.length, CONCURRENCY, async (index, worker) => {
      retried[index] = await submit(client, second.origin, tokens[worker]!, pending[index]!);
    });
    ctx.check(
      "after the restart every remaining submission (and retry) is answered 201",
      retried.every(isAccepted),
      describeOutcomes(retried),
    );

    const delivered = await waitForMails(ctx, sink, TOTAL, 60_000);
    ctx.check(
      `notifications for all ${TOTAL} submissions arrive within 60 s`,
      delivered,
      `${sink.messages.length} e-mails`,
    );
    const stopped = await second.stop();
    ctx.check(
      "restarted server exits with 0 on SIGTERM",
      stopped.code === 0,
      JSON.stringify(stopped),
    );

    const snapshot = await readSnapshot(database);
    const store = summarise(snapshot);
    ctx.check(
      `exactly ${TOTAL} rows: retries of in-flight requests were not stored twice`,
      store.rows === TOTAL && planned.every((item) => store.idsByKey.has(item.key)),
      `${store.rows} rows`,
    );
    const survived = planned.filter(
      (item, index) => isAccepted(results[index]) && store.idsByKey.has(item.key),
    ).length;
    ctx.check(
      "every submission answered 201 before the kill survived it",
      survived === acceptedBeforeCrash,
      `${survived} of ${acceptedBeforeCrash}`,
    );
    checkStoredAndMailed(
      ctx,
      store,
      summariseMail(sink, store.ids),
      planned.map((item) => item.key),
      { duplicatesAllowed: true },
    );
  },
});
