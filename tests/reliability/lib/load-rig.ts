import { freshPglite, startSink } from "./environment";
import { fetchCsrfTokens, plannedSubmission, type PlannedSubmission } from "./forms";
import { HttpClient } from "./http";
import type { ScenarioContext } from "./scenario";
import { ServerProcess } from "./server-process";

/**
 * What the load and fault scenarios start with: a fresh PGlite database, an SMTP sink, one
 * server process, a client with one CSRF token per concurrent worker, and `total` planned
 * submissions tagged `tag`. Everything is stopped when the scenario ends.
 */
export async function startLoadRig(
  ctx: ScenarioContext,
  { tag, total, concurrency }: { tag: string; total: number; concurrency: number },
) {
  const database = await freshPglite(ctx);
  const sink = await startSink(ctx);
  const env = { ...database, SMTP_URL: sink.url };
  const server = await ServerProcess.start(ctx, env);
  const client = new HttpClient(server.port, concurrency);
  ctx.defer(() => client.close());
  const tokens = await fetchCsrfTokens(client, concurrency);
  const planned: PlannedSubmission[] = Array.from({ length: total }, (_, n) =>
    plannedSubmission(n, tag),
  );
  return { database, sink, env, server, client, tokens, planned };
}
