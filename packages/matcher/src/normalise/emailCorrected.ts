// An email address put right as it is said: "john dot smith at example dot com, sorry, joan dot smith at example dot
// com", "john dot smith, no, joan dot smith at example dot com". Written out whole, the two ran together
// ("john.smithatexample.comsorryjoan.smith@example.com"), and the mailbox taken back was the one candidate.
import { CORRECTION_WORDS, MAY_CORRECT } from './correctionWords.js';

// A correction said between two pauses or words ("…, sorry, …", "… no …").
const CORRECTION = new RegExp(String.raw`[\s,.;:!]+(?:${CORRECTION_WORDS})(?:[\s,.;:!]+(?:it['\u2019]?s|it is|that['\u2019]?s|that is))?[\s,.;:!]+`, 'giu');
// "at" said as a word, or an "@" written: the address goes on to its domain.
const AT = /(?:^|\s)at\s|@/i;
// A symbol's name said in a mailbox ("dot", "underscore"…).
const SYMBOL_SAID = /(?:^|\s)(?:dot|underscore|dash|hyphen)(?:\s|$)/i;

/**
 * The address said last, when the caller puts it right: the address said again whole after the correction ("…,
 * sorry, joan dot smith at example dot com"), or its mailbox alone with the domain said before ("john dot smith at
 * example dot com, sorry, joan dot smith" → "joan dot smith at example dot com"). Otherwise the text as it is.
 *
 * @example
 *   withEmailCorrected('john dot smith, no, joan dot smith at example dot com') // 'joan dot smith at example dot com'
 *   withEmailCorrected('john dot smith at example dot com, sorry, joan dot smith') // 'joan dot smith at example dot com'
 */
export function withEmailCorrected(said: string): string {
  if (!MAY_CORRECT.test(said)) return said;
  let last: RegExpExecArray | undefined;
  for (const found of said.matchAll(CORRECTION)) last = found;
  if (last === undefined) return said;
  const before = said.slice(0, last.index);
  const after = said.slice(last.index + last[0].length).trim();
  if (!/[\p{L}\p{N}]/u.test(before) || !/[\p{L}\p{N}]/u.test(after)) return said;
  if (AT.test(after)) return after;
  // (The mailbox alone, its words a mailbox's: "…, sorry, joan dot smith", not "…, sorry about that".)
  const at = AT.exec(before);
  if (at === null || !SYMBOL_SAID.test(` ${after} `)) return said;
  return `${after}${before.slice(at.index)}`;
}
