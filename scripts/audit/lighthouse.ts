/**
 * Runs Lighthouse through its public API (its default mobile config or its desktop config,
 * simulated throttling) in one Chromium that stays open, and reads the figures the audit keeps
 * out of each result, as Lighthouse reports them.
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { CHROMIUM_ARGS } from "../../tests/e2e/support/chromium";
import { auditPort } from "./server";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Preset = "mobile" | "desktop";

/** CHROME_PATH, else Chromium's headless shell (it draws no window of its own), else Chromium. */
export function chromePath(shell = "/usr/bin/chromium-headless-shell"): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(shell)) return shell;
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const serverPort = auditPort();
  return chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "error",
    port: serverPort && serverPort + 1,
  });
}

export async function runLighthouse(url: string, port: number, preset: Preset): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
      // Weight 0 in every category, and its navigation away and back costs seconds a run.
      skipAudits: ["bf-cache"],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run's figures: scores 0–100, times in ms, bytes as transferred (compressed, with headers). */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  documentBytes: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  totalBytes: number;
  fontFiles: number;
  thirdPartyRequests: number;
  thirdPartyFontRequests: number;
  /** Image files Lighthouse's "Properly size images" finds larger than they are drawn. */
  oversizedImages: number;
}

/** Lighthouse's LCP breakdown (ms) and the element it found, for looking into a slow page. */
export interface LcpDetail {
  element?: string;
  ttfbMs?: number;
  loadDelayMs?: number;
  loadTimeMs?: number;
  renderDelayMs?: number;
}

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const KIND = {
  Document: "documentBytes",
  Script: "jsBytes",
  Stylesheet: "cssBytes",
  Font: "fontBytes",
  Image: "imageBytes",
} as const;

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function tableItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details?.type === "table" || details?.type === "opportunity"
    ? (details.items as Record<string, unknown>[])
    : [];
}

export function readRun(lhr: Result, siteOrigin: string): RunFigures {
  const figures: RunFigures = {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    documentBytes: 0,
    jsBytes: 0,
    cssBytes: 0,
    fontBytes: 0,
    imageBytes: 0,
    totalBytes: 0,
    fontFiles: 0,
    thirdPartyRequests: 0,
    thirdPartyFontRequests: 0,
    oversizedImages: tableItems(lhr, "uses-responsive-images").length,
  };
  const fonts = new Set<string>();
  for (const request of tableItems(lhr, "network-requests") as unknown as Request[]) {
    if (!/^https?:\/\//.test(request.url)) continue;
    const bytes = request.transferSize ?? 0;
    const kind = KIND[request.resourceType as keyof typeof KIND];
    if (kind) figures[kind] += bytes;
    figures.totalBytes += bytes;
    const font = request.resourceType === "Font";
    if (font) fonts.add(request.url);
    if (new URL(request.url).origin !== siteOrigin) {
      figures.thirdPartyRequests += 1;
      if (font) figures.thirdPartyFontRequests += 1;
    }
  }
  figures.fontFiles = fonts.size;
  return figures;
}

/** The element and the four phases of the `largest-contentful-paint-element` audit. */
export function lcpDetail(lhr: Result): LcpDetail {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (details?.type !== "list") return {};
  const [element, phases] = details.items as { items?: Record<string, unknown>[] }[];
  const node = element?.items?.[0]?.node as { snippet?: string } | undefined;
  // The phases in Lighthouse's order (their names are translated, the order is not).
  const [ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs] = (phases?.items ?? []).map((item) =>
    Number(item.timing),
  );
  return { element: node?.snippet, ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs };
}
