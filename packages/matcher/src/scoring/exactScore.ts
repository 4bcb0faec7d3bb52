// Exact mode: equal after normalisation (100) or not (0); numbers compare by their digits, codes as spelled.
import type { Scorer } from './Scorer.js';
import { sameDigits } from './digitScore.js';
import { prepareValue, type PreparedValue } from './preparedValue.js';

/**
 * @example
 *   exactScorer.score(exactScorer.prepare('+1 (555) 010-0123'), exactScorer.prepare('15550100123')) // 100
 */
export const exactScorer: Scorer<PreparedValue> = {
  mode: 'exact',
  prepare: prepareValue,
  score(heard, cell) {
    if (heard.digits !== null && cell.digits !== null) return sameDigits(heard.digits, cell.digits) ? 100 : 0;
    if (heard.code !== null && cell.code !== null) return heard.code === cell.code ? 100 : 0;
    return heard.canonical !== '' && heard.canonical === cell.canonical ? 100 : 0;
  },
};
