/**
 * `npm run test:reliability`: starts the real server (server/main.ts) as a child process on
 * 127.0.0.1 and puts it through load, faults, hostile input and a throughput comparison.
 * Writes reports/reliability.json and reports/reliability.md; exits 1 if any check failed.
 * See docs/reliability.md. `RELIABILITY_ONLY=load,hostile` runs only the named scenarios.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ScenarioResult } from "./lib/scenario";
import { projectRoot } from "./lib/server-process";
import { renderMarkdown } from "./report";
import { crashScenario } from "./scenarios/crash";
import { databaseOutageScenario } from "./scenarios/database-outage";
import { hostileScenario, HOSTILE_SEED } from "./scenarios/hostile";
import { loadScenario } from "./scenarios/load";
import { shutdownScenario } from "./scenarios/shutdown";
import { smtpOutageScenario } from "./scenarios/smtp-outage";
import { throughputScenario } from "./scenarios/throughput";

const scenarios = {
  load: loadScenario,
  "smtp-outage": smtpOutageScenario,
  crash: crashScenario,
  shutdown: shutdownScenario,
  "database-outage": databaseOutageScenario,
  hostile: hostileScenario,
  throughput: throughputScenario,
};

process.on("unhandledRejection", (reason) => {
  console.warn(`unhandled rejection (ignored): ${String(reason)}`);
});

const only = process.env.RELIABILITY_ONLY?.split(",").map((name) => name.trim());
const selected = Object.entries(scenarios).filter(([id]) => !only || only.includes(id));
if (selected.length === 0) {
  console.error(`RELIABILITY_ONLY matches none of: ${Object.keys(scenarios).join(", ")}`);
  process.exit(2);
}

const started = Date.now();
const results: ScenarioResult[] = [];
for (const [id, scenario] of selected) {
  console.log(`\n▶ ${id}`);
  const result = await scenario();
  results.push(result);
  for (const check of result.checks) {
    console.log(
      `  ${check.ok ? "✓" : "✗"} ${check.name}${check.detail ? ` — ${check.detail}` : ""}`,
    );
  }
  for (const [name, value] of Object.entries(result.metrics)) console.log(`  · ${name}: ${value}`);
  for (const note of result.notes) console.log(`  · ${note}`);
  const label = result.status === "skipped" ? `skipped: ${result.skippedReason}` : result.status;
  console.log(`  ${result.title}: ${label} (${(result.durationMs / 1000).toFixed(1)} s)`);
}

const durationMs = Date.now() - started;
const checks = results.flatMap((result) => result.checks);
const passed = checks.filter((check) => check.ok).length;
const failed = checks.length - passed;
const report = {
  generatedAt: new Date().toISOString(),
  durationMs,
  node: process.version,
  cpus: (await import("node:os")).cpus().length,
  postgres: Boolean(process.env.TEST_DATABASE_URL),
  seed: HOSTILE_SEED,
  passed,
  failed,
  scenarios: results,
};
const reportDir = join(projectRoot, "reports");
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, "reliability.json"), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(reportDir, "reliability.md"), renderMarkdown(report));

console.log("\nSummary");
for (const result of results) {
  const failedChecks = result.checks.filter((check) => !check.ok).length;
  console.log(
    `  ${result.status.padEnd(7)} ${result.title} (${(result.durationMs / 1000).toFixed(1)} s` +
      `${failedChecks ? `, ${failedChecks} failed` : ""}${result.skippedReason ? `: ${result.skippedReason}` : ""})`,
  );
}
console.log(
  `  total ${(durationMs / 1000).toFixed(1)} s; reports/reliability.md, reports/reliability.json`,
);
console.log(`Reliability: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
