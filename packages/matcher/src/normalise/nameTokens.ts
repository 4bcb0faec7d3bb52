// Splits a person's name into comparable words: "Last, First" order, titles and suffixes removed.
import { normaliseText, words } from './normaliseText.js';
import { CORRECTION_WORDS, MAY_CORRECT } from './correctionWords.js';
import { mayRejectName, rejectsName } from './nameRejected.js';
import { isOrdinalSuffixAlone } from './nameSuffix.js';

// Words that say nothing about who the person is.
/** Words that say nothing about who the person is: left out of a name's words ("mister", "missus": Mr and Mrs said). */
/** Titles said before a name ("Mr", "Doctor", "Sir"). */
export const TITLES_BEFORE_A_NAME: readonly string[] = ['mr', 'mister', 'mrs', 'missus', 'ms', 'miss', 'mx', 'dr', 'doctor', 'prof', 'professor', 'sir', 'dame', 'rev', 'reverend'];
export const TITLES: ReadonlySet<string> = new Set([...TITLES_BEFORE_A_NAME, 'jr', 'sr', 'junior', 'senior', 'ii', 'iii', 'iv', 'esq']);

// A title said before a name, with its stop or not ("Ms", "Dr."), and the space after it.
const TITLE_SAID = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${TITLES_BEFORE_A_NAME.join('|')})\.?(?![\p{L}\p{N}])\s*`, 'giu');

/**
 * `said` without the titles said before a name, whose words leave them out (`nameWords`): so a reading of the text said
 * finds its parts among the words ("Ms Smith, Miami" is "Smith, Miami").
 *
 * @example
 *   withoutTitlesSaid('Ms Smith, Miami') // 'Smith, Miami'
 *   withoutTitlesSaid('Mississippi') // 'Mississippi'
 */
export function withoutTitlesSaid(said: string): string {
  return said.replace(TITLE_SAID, '');
}

/**
 * The most words after the comma of "Last, First" ("Myers, Caitlin Anne Marie"): more are a sentence that goes on after
 * a name said last name first ("Myers, Caitlin and I'm calling about my bill"), which reordered would part the name.
 */
const FIRST_NAMES_WORDS = 4;
// A correction after the comma ("John Smith, I mean Joan Smith") takes back what came before it: no "Last, First".
const OPENS_WITH_CORRECTION = new RegExp(String.raw`^[\s,.;:!]*(?:(?:oh|uh|um)[\s,.;:!]+)?(?:${CORRECTION_WORDS})(?:$|[^\p{L}\p{N}])`, 'iu');
// Nor does a name ruled out after it ("Caitlin Myers, not John Smith", "…, and not John Smith").
const OPENS_WITH_NOT = /^[\s,.;:!]*(?:(?:and|but)\s+)?not(?:$|[^\p{L}\p{N}])/iu;

/**
 * The words of a name in spoken order: "Myers, Caitlin" → caitlin myers; "Dr. Sean Riley Jr" → sean riley.
 *
 * @example
 *   nameWords('Myers, Caitlin') // ['caitlin', 'myers']
 */
export function nameWords(value: string): string[] {
  const parts = value.split(',');
  const ordered = parts.length === 2 && (parts[0] ?? '').trim() !== '' && !/\d/.test(parts[0]!) && (parts[1] ?? '').trim() !== ''
    && firstNamesAfter(parts[0]!, parts[1]!)
    ? `${parts[1]} ${parts[0]}`
    : value;
  const all = words(normaliseText(ordered));
  const kept = all.filter((word) => !TITLES.has(word));
  return kept.length > 0 ? kept : all;
}

/**
 * Whether the part after the comma may be the first names of "Last, First": few words, no correction, no "not", no
 * rejection of the name, no ordinal suffix alone.
 */
function firstNamesAfter(last: string, first: string): boolean {
  const said = words(normaliseText(first));
  return said.length <= FIRST_NAMES_WORDS
    && !(MAY_CORRECT.test(first) && OPENS_WITH_CORRECTION.test(first))
    // (Nor a suffix said as an ordinal after a pause: "Peter Grant, the third".)
    && !isOrdinalSuffixAlone(first)
    && !OPENS_WITH_NOT.test(first)
    // (Nor the name rejected after it: "John Smith, wrong name", "…, that's not me".)
    && !(mayRejectName(said) && rejectsName(said, words(normaliseText(last))));
}
