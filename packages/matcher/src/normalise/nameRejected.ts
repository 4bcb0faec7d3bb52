// A name the caller rejects right after saying it: "John Smith, wrong name", "John Smith, not that one", "John Smith,
// that's not me". What was said before may be the account (a caller giving the holder's name, then saying it is not
// theirs) or a name taken back: either way, not a confident answer.
import { NOT_WORDS as NOT } from './negatedName.js';

// Words before the rejection that say nothing of the name ("no, that's not me", "um, wrong one").
const LEADING = new Set(['no', 'nope', 'oh', 'um', 'uh', 'sorry', 'thats', 'that', 'its', 'it', 'this', 'is', 'was', 'hes', 'he', 'shes', 'she']);
// Words after "not" or "wrong" that name nobody: who or what is rejected ("not me", "not that one", "wrong name").
const REJECTED = new Set([
  'me', 'him', 'her', 'them', 'it', 'that', 'this', 'the', 'a', 'one', 'right', 'correct', 'mine', 'my', 'name', 'person',
  'guy', 'man', 'lady', 'woman', 'account', 'number', 'what', 'i', 'meant', 'said', 'wanted', 'want',
]);
// A rejection naming someone else without a name: "the other one", "someone else".
const OTHER = new Set(['other', 'another', 'else', 'different']);
// The most words after "not" or "wrong" ("not the one I meant").
const MOST_AFTER = 4;

/** A cheap test first: whether words said after a name may reject it (most say no "not", "wrong" or "other"). */
export function mayRejectName(after: readonly string[]): boolean {
  return after.some((text) => NOT.has(text) || text === 'wrong' || OTHER.has(text));
}

/**
 * Whether `after`, the words said after a name to the end of the value (as the scorer reads them), reject the name:
 * "wrong name", "not that one", "no, the other one", "that's not me", "not that John Smith" (`name`: the name's own
 * words, said again after "not"). "that's right", "that's me", "not for me" (the call is for the one named) and
 * "I'm not sure" reject nothing.
 *
 * @example
 *   rejectsName(['thats', 'not', 'me'], ['john', 'smith']) // true
 *   rejectsName(['thats', 'me'], ['john', 'smith']) // false
 */
export function rejectsName(after: readonly string[], name: readonly string[]): boolean {
  let at = 0;
  while (at < after.length && LEADING.has(after[at]!)) at++;
  const said = after.slice(at);
  if (said.length === 0) return false;
  const [opening = '', ...rest] = said;
  if (NOT.has(opening) || opening === 'wrong') {
    return rest.length <= MOST_AFTER && rest.every((text) => REJECTED.has(text) || name.includes(text));
  }
  // "the other one", "another one", "someone else", "a different one".
  return said.length <= 3 && said.some((text) => OTHER.has(text))
    && said.every((text) => OTHER.has(text) || REJECTED.has(text) || text === 'someone' || text === 'somebody');
}
