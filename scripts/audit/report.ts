/** One page's medians, checked against its budgets, and the Markdown report of an audit. */
import { loadavg } from "node:os";
import type { BudgetCheck } from "./budgets";
import type { LcpDetail, Preset, RunFigures } from "./lighthouse";

export interface PageReport {
  path: string;
  runs: number;
  /** Medians of the runs. */
  figures: RunFigures;
  /** Of the run whose LCP is the median. */
  lcp: LcpDetail;
  /** The machine's 1-minute load average when the page had been measured (2 cores). */
  load: number;
  failures: BudgetCheck[];
}

export interface AuditReport {
  title: string;
  generatedAt: string;
  lighthouse: string;
  preset: Preset;
  command: string;
  passed: boolean;
  pages: PageReport[];
  notes: string[];
}

export const currentLoad = () => Math.round((loadavg()[0] as number) * 100) / 100;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : String(Math.round(value));

const COLUMNS: [string, (page: PageReport) => string][] = [
  ["page", (p) => `\`${p.path}\``],
  ["perf", (p) => String(p.figures.performance)],
  ["a11y/bp/seo", (p) => `${p.figures.accessibility}/${p.figures.bestPractices}/${p.figures.seo}`],
  ["FCP ms", (p) => ms(p.figures.fcpMs)],
  ["LCP ms", (p) => ms(p.figures.lcpMs)],
  [
    "TTFB / load delay / load time / render delay ms",
    (p) =>
      [p.lcp.ttfbMs, p.lcp.loadDelayMs, p.lcp.loadTimeMs, p.lcp.renderDelayMs].map(ms).join(" / "),
  ],
  ["TBT ms", (p) => ms(p.figures.tbtMs)],
  ["CLS", (p) => p.figures.cls.toFixed(3)],
  ["HTML KB", (p) => kb(p.figures.documentBytes)],
  ["JS KB", (p) => kb(p.figures.jsBytes)],
  ["CSS KB", (p) => kb(p.figures.cssBytes)],
  ["images KB", (p) => kb(p.figures.imageBytes)],
  ["total KB", (p) => kb(p.figures.totalBytes)],
  ["load", (p) => p.load.toFixed(2)],
  [
    "missed",
    (p) => p.failures.map((f) => `${f.budget} ${f.actual} (≤/≥ ${f.limit})`).join(", ") || "–",
  ],
];

export function markdownReport(report: AuditReport): string {
  const lines = [
    `# ${report.title}`,
    "",
    `${report.generatedAt}, Lighthouse ${report.lighthouse} (${report.preset} preset, simulated ` +
      `throttling), medians of ${report.pages[0]?.runs ?? 0} runs per page; load is the 1-minute ` +
      `load average of the 2-core machine. \`${report.command}\`: ` +
      (report.passed ? "**all budgets met**." : "**budgets missed**."),
    ...report.notes.map((note) => `\n${note}`),
    "",
    `| ${COLUMNS.map(([name]) => name).join(" | ")} |`,
    `| ${COLUMNS.map(([name]) => (name === "page" || name === "missed" ? "---" : "---:")).join(" | ")} |`,
    ...report.pages.map((page) => `| ${COLUMNS.map(([, cell]) => cell(page)).join(" | ")} |`),
    "",
    ...report.pages.flatMap((p) =>
      p.lcp.element ? [`- LCP of \`${p.path}\`: \`${p.lcp.element.replace(/`/g, "'")}\``] : [],
    ),
  ];
  return `${lines.join("\n")}\n`;
}
