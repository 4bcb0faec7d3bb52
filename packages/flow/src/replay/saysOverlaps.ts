// A never_says text inside a says text of the same file: the call could only fail, or pass only by punctuation.
import { asHeard } from './asHeard.js';
import { asWritten } from './asWritten.js';
import type { Expectations } from './callScript.js';
import type { FieldPath } from './parseCallScript.js';

/** A never_says found inside a says; `certain` when no call can pass both. */
export interface SaysOverlap {
  path: FieldPath;
  says: { index: number; text: string };
  neverSays: { index: number; text: string };
  certain: boolean;
}

/** Letters, digits and combining marks only: a run the heard form keeps exactly as the agent's text has it. */
const WORD_RUN = /^[\p{L}\p{N}\p{M}]+$/u;

/**
 * Each never_says text that a says text of the same file holds. A says matches as heard (punctuation at a word's edge
 * ignored), a never_says as written: a never_says of letters and digits only inside a says is in every line that
 * passes the says (`certain`); a longer one (`you Shawn` in `Thank you Shawn Reilly`) only where no comma falls inside it.
 * @example saysOverlaps({ says: ['Shawn Reilly'], never_says: ['Shawn'] }); // [{ path: ['expect', 'never_says', 0], …, certain: true }]
 */
export function saysOverlaps(expect: Expectations): SaysOverlap[] {
  const says = (expect.says ?? []).map((text, index) => ({ index, text, heard: asHeard(text) }));
  const overlaps: SaysOverlap[] = [];
  (expect.never_says ?? []).forEach((text, index) => {
    const written = asWritten(text);
    const heard = asHeard(text);
    // Punctuation a says ignores, written in the never_says (`Hello , I see`, a blank name's mark), is the point of it.
    if (heard === '' || says.length === 0 || heard !== written) return;
    const certain = WORD_RUN.test(written) ? says.find((said) => said.heard.includes(written)) : undefined;
    const holding = certain ?? says.find((said) => said.heard.includes(heard));
    if (holding === undefined) return;
    overlaps.push({ path: ['expect', 'never_says', index], says: { index: holding.index, text: holding.text }, neverSays: { index, text }, certain: certain !== undefined });
  });
  return overlaps;
}
