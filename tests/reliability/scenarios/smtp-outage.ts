import { isAccepted, plannedSubmission, submit } from "../lib/forms";
import { describeOutcomes, runPool, type HttpResult } from "../lib/http";
import { startLoadRig } from "../lib/load-rig";
import { defineScenario } from "../lib/scenario";
import {
  checkStoredAndMailed,
  readSnapshot,
  summarise,
  summariseMail,
  waitForMails,
} from "../lib/store";

const BEFORE = 100;
const DURING = 200;
const AFTER = 100;
const CONCURRENCY = 20;

/**
 * The SMTP server goes away in the middle of a run: submissions are still accepted, their
 * notifications wait in the outbox and all arrive, once each, when it is back.
 */
export const smtpOutageScenario = defineScenario({
  id: "smtp-outage",
  title: `Fault: SMTP down for ${DURING} of ${BEFORE + DURING + AFTER} submissions`,
  timeLimitMs: 120_000,
  async run(ctx) {
    // The submissions are planned phase by phase below.
    const { database, sink, server, client, tokens, planned } = await startLoadRig(ctx, {
      tag: "smtp",
      total: 0,
      concurrency: CONCURRENCY,
    });
    const results: HttpResult[] = [];

    async function phase(count: number) {
      const offset = planned.length;
      for (let i = 0; i < count; i += 1) planned.push(plannedSubmission(offset + i, "smtp"));
      await runPool(count, CONCURRENCY, async (index, worker) => {
        results[offset + index] = await submit(
          client,
          server.origin,
          tokens[worker]!,
          planned[offset + index]!,
        );
      });
    }

    await phase(BEFORE);
    const downAt = Date.now();
    await sink.stop();
    ctx.metric("e-mails delivered before the outage", sink.messages.length);
    ctx.log(`SMTP sink stopped (${sink.messages.length} e-mails so far)`);
    await phase(DURING);
    // Long enough for the sender to fail on some of them (and back off).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await sink.start();
    ctx.metric("SMTP down (s)", (Date.now() - downAt) / 1000);
    ctx.log("SMTP sink started again");
    await phase(AFTER);

    const total = BEFORE + DURING + AFTER;
    const accepted = results.filter(isAccepted).length;
    ctx.check(
      `all ${total} submissions answered 201 while SMTP was down or up`,
      accepted === total,
      describeOutcomes(results),
    );
    const delivered = await waitForMails(ctx, sink, total, 60_000);
    ctx.check(
      `all ${total} notifications arrive within 60 s of the SMTP server's return`,
      delivered,
      `${sink.messages.length} e-mails`,
    );

    const exit = await server.stop();
    ctx.check("server exits with 0 on SIGTERM", exit.code === 0, JSON.stringify(exit));
    const snapshot = await readSnapshot(database);
    const retried = snapshot.outbox.filter((row) => row.attempts > 1).length;
    ctx.metric("notifications that needed a retry", retried);
    ctx.check(
      "the outbox retried the failed sends (attempts > 1 recorded)",
      retried > 0,
      `${retried} outbox rows with more than one attempt`,
    );
    const store = summarise(snapshot);
    ctx.check(`exactly ${total} rows stored`, store.rows === total, `${store.rows} rows`);
    checkStoredAndMailed(
      ctx,
      store,
      summariseMail(sink, store.ids),
      planned.filter((_, index) => isAccepted(results[index])).map((item) => item.key),
      { duplicatesAllowed: false },
    );
  },
});
