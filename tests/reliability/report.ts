import type { ScenarioResult } from "./lib/scenario";

export interface Report {
  generatedAt: string;
  durationMs: number;
  node: string;
  cpus: number;
  postgres: boolean;
  seed: number;
  passed: number;
  failed: number;
  scenarios: ScenarioResult[];
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** reports/reliability.md: a summary table, then each scenario's checks and numbers. */
export function renderMarkdown(report: Report): string {
  const lines = [
    "# Reliability report",
    "",
    `${report.generatedAt} · ${seconds(report.durationMs)} · Node ${report.node} · ${report.cpus} CPUs · ` +
      `PostgreSQL ${report.postgres ? "yes (TEST_DATABASE_URL)" : "no"} · seed ${report.seed}`,
    "",
    `**${report.passed} checks passed, ${report.failed} failed.** How to read this: docs/reliability.md.`,
    "",
    "| scenario | result | checks | time |",
    "| --- | --- | --- | --- |",
    ...report.scenarios.map((scenario) => {
      const ok = scenario.checks.filter((check) => check.ok).length;
      const result =
        scenario.status === "skipped" ? `skipped (${scenario.skippedReason})` : scenario.status;
      return `| ${cell(scenario.title)} | ${cell(result)} | ${ok}/${scenario.checks.length} | ${seconds(scenario.durationMs)} |`;
    }),
  ];
  for (const scenario of report.scenarios) {
    lines.push("", `## ${scenario.title}`, "");
    if (scenario.skippedReason) lines.push(`Skipped: ${scenario.skippedReason}`, "");
    for (const check of scenario.checks) {
      lines.push(
        `- ${check.ok ? "✅" : "❌"} ${check.name}${check.detail ? ` — ${check.detail}` : ""}`,
      );
    }
    const metrics = Object.entries(scenario.metrics);
    if (metrics.length) {
      lines.push("", "| measure | value |", "| --- | --- |");
      for (const [name, value] of metrics) lines.push(`| ${cell(name)} | ${cell(String(value))} |`);
    }
    if (scenario.notes.length) lines.push("", ...scenario.notes.map((note) => `> ${note}`));
  }
  return `${lines.join("\n")}\n`;
}
