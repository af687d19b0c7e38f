/**
 * Lighthouse's performance score of a run, with the Total Blocking Time replaced: the audit's own
 * (same-simulation.ts) scored on Lighthouse's curve and weighted as Lighthouse weights it.
 */
import type { Result } from "lighthouse";
import { Audit } from "lighthouse/core/audits/audit.js";
import { ReportScoring } from "lighthouse/core/scoring.js";

export const TBT_AUDIT = "total-blocking-time";
/** Modes Lighthouse gives no weight in a category's score. */
const UNWEIGHTED_MODES = new Set(["notApplicable", "informative", "manual"]);

/** Lighthouse's rounding of an audit's score. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** The score (0–1) Lighthouse's Total Blocking Time audit in `lhr` gives `tbtMs`. */
export function tbtScore(lhr: Result, tbtMs: number): number {
  const scoringOptions = lhr.audits[TBT_AUDIT]?.scoringOptions;
  if (!scoringOptions) throw new Error("the run has no scored Total Blocking Time");
  return toHundredths(Audit.computeLogNormalScore(scoringOptions, tbtMs));
}

/** The performance category's score (0–100) of `lhr` with `tbtMs` as the Total Blocking Time. */
export function performanceWithTbt(lhr: Result, tbtMs: number): number {
  const category = lhr.categories.performance;
  if (!category) throw new Error("the run has no performance category");
  const items = category.auditRefs.map((ref) => {
    const audit = lhr.audits[ref.id];
    const weight = audit && UNWEIGHTED_MODES.has(audit.scoreDisplayMode) ? 0 : ref.weight;
    const score = ref.id === TBT_AUDIT ? tbtScore(lhr, tbtMs) : (audit?.score ?? null);
    return { score, weight };
  });
  const score = ReportScoring.arithmeticMean(items);
  if (score === null) throw new Error("the performance category has an audit without a score");
  return Math.round(score * 100);
}
