// Searches min_score, confident_score and the confident margin for the most confident-correct answers
// while confident-wrong stays under a ceiling (1% of queries by default).
import { DEFAULT_CONFIDENT_MARGIN } from '../config/defaults.js';
import { evaluateSummaries, evaluateThresholds, summariseQueries } from './evaluateThresholds.js';
import type { Confusion, LabelledQuery, TuneThresholds } from './labelledQuery.js';

export interface TuneOptions {
  /** Largest share of queries allowed to end confident-wrong (strictly below; 0: none at all). Default 0.01. */
  maxConfidentWrongShare?: number;
  /** Score range searched for min_score. Default 50..95. */
  minScoreRange?: readonly [number, number];
  /** Score range searched for confident_score (never below min_score). Default min_score..100. */
  confidentScoreRange?: readonly [number, number];
  /** Largest margin searched. Default 20. */
  maxMargin?: number;
}

export interface TuneReport {
  current: { thresholds: TuneThresholds; confusion: Confusion };
  /** The best thresholds found, or undefined when none keeps confident-wrong under the ceiling. */
  best?: { thresholds: TuneThresholds; confusion: Confusion };
  maxConfidentWrongShare: number;
  /** What to keep in mind before setting `best`: too few labels to trust it, or a margin homophones slip through. */
  cautions: string[];
}

// Hybrid scores homophones within 4 points of each other (`docs/accuracy.md`): the default margin keeps them apart.
const HOMOPHONE_MARGIN = DEFAULT_CONFIDENT_MARGIN;

const found = (c: Confusion): number => c.confidentCorrect + c.candidatesWithExpected;

/** How far thresholds move from the current ones. */
const change = (a: TuneThresholds, b: TuneThresholds): number =>
  Math.abs(a.minScore - b.minScore) + Math.abs(a.confidentScore - b.confidentScore) + Math.abs(a.confidentMargin - b.confidentMargin);

/** True when `a` is a better choice than `b`: more confident-correct, more found, fewer wrong, then the smaller change. */
function better(a: Confusion, b: Confusion, changeA: number, changeB: number): boolean {
  if (a.confidentCorrect !== b.confidentCorrect) return a.confidentCorrect > b.confidentCorrect;
  if (found(a) !== found(b)) return found(a) > found(b);
  if (a.confidentWrong !== b.confidentWrong) return a.confidentWrong < b.confidentWrong;
  return changeA < changeB;
}

/**
 * Tries every min_score, confident_score (from min_score to 100) and margin (0..maxMargin) and keeps the best;
 * among equally good settings, the one closest to the current thresholds.
 *
 * @example
 *   tuneThresholds(labelled, { minScore: 75, confidentScore: 92, confidentMargin: 5, maxCandidates: 5 }).best?.thresholds
 */
export function tuneThresholds(queries: readonly LabelledQuery[], current: TuneThresholds, options: TuneOptions = {}): TuneReport {
  const share = options.maxConfidentWrongShare ?? 0.01;
  const [low, high] = options.minScoreRange ?? [50, 95];
  const maxMargin = options.maxMargin ?? 20;
  const allowedWrong = (c: Confusion): boolean => c.queries === 0 || (share === 0 ? c.confidentWrong === 0 : c.confidentWrong / c.queries < share);
  let best: TuneReport['best'];
  const summaries = summariseQueries(queries, current.maxCandidates);
  for (let minScore = high; minScore >= low; minScore--) {
    const [lowConfident, highConfident] = options.confidentScoreRange ?? [minScore, 100];
    for (let confidentScore = highConfident; confidentScore >= Math.max(minScore, lowConfident); confidentScore--) {
      for (let confidentMargin = maxMargin; confidentMargin >= 0; confidentMargin--) {
        const thresholds = { minScore, confidentScore, confidentMargin, maxCandidates: current.maxCandidates };
        const confusion = evaluateSummaries(summaries, thresholds);
        if (!allowedWrong(confusion)) break; // smaller margins only add confident answers
        if (best === undefined || better(confusion, best.confusion, change(thresholds, current), change(best.thresholds, current))) {
          best = { thresholds, confusion };
        }
      }
    }
  }
  const report: TuneReport = { current: { thresholds: current, confusion: evaluateThresholds(queries, current) }, maxConfidentWrongShare: share, cautions: [] };
  if (best !== undefined) report.best = best;
  // With fewer calls than 1 / share, a single confident-wrong call is over the ceiling: the search can only keep
  // settings without one, and one more label may change the answer.
  // (No confident-wrong call at all, `share` 0, is asked of as many calls as 1% is.)
  const enough = Math.ceil(1 / (share === 0 ? 0.01 : share));
  if (queries.length < enough) {
    report.cautions.push(`only ${queries.length} labelled ${queries.length === 1 ? 'call' : 'calls'}: one call is ${(100 / Math.max(1, queries.length)).toFixed(1)}% of them; label at least ${enough} before trusting the suggestion`);
  }
  if (best !== undefined && best.thresholds.confidentMargin < HOMOPHONE_MARGIN) {
    // Since same-sounding rows became twins (session 22) the margin no longer guards homophones, only close scores.
    report.cautions.push(`a confident_margin under ${HOMOPHONE_MARGIN} lets a row be confident over a runner-up fewer than ${HOMOPHONE_MARGIN} points behind (rows that sound the same, Sean Riley / Shawn Reilly, stay candidates whatever the margin); keep ${HOMOPHONE_MARGIN} unless the labels hold many such close pairs`);
  }
  return report;
}
