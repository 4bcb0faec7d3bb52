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
 * example dot com, sorry, joan dot smith" → "joan dot smith at example dot com"), or its domain or the domain's last
 * part alone with the mailbox said before ("joan dot smith at example dot com, sorry, dot org" → "joan dot smith at
 * example dot org"). Otherwise the text as it is.
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
  // The domain put right: "…, sorry, at example dot org", "…, sorry, dot org", "…, no, example dot com" (until
  // 2026-12-06 each was read as a new mailbox: "dotorg@example.com", not_found).
  const domain = domainPutRight(before, after);
  if (domain !== undefined) return domain;
  if (AT.test(after)) return after;
  // (The mailbox alone, its words a mailbox's: "…, sorry, joan dot smith", not "…, sorry about that".)
  const at = AT.exec(before);
  if (at === null || !SYMBOL_SAID.test(` ${after} `)) return said;
  return `${after}${before.slice(at.index)}`;
}

// A domain's last part said again alone ("dot org"), or a domain said without "at" ending in a part domains end with.
const LAST_PART_SAID = /^(?:dot|period|point)\s+([\p{L}\p{N}-]+(?:\s+\p{L}(?![\p{L}\p{N}]))*)[\s.]*$/iu;
const LAST_PART_OF = /(\s(?:dot|period|point)\s+|\.)[\p{L}\p{N}-]+(?:\s+\p{L}(?![\p{L}\p{N}]))*[\s.]*$/iu;
const DOMAIN_WITHOUT_AT = /^[\p{L}\p{N}-]+(?:\s+(?:dot|period|point)\s+[\p{L}\p{N}-]+)*\s+(?:dot|period|point)\s+(?:com|org|net|edu|gov|io|co|uk|us|ca|au|de|fr|ie|nz|in|info|biz|me)[\s.]*$/iu;

/**
 * The address with its domain as put right after the correction, when `before` is a whole address said ("… at
 * example dot com") and `after` its domain again ("at example dot org", "example dot org") or its last part ("dot
 * org"); else undefined.
 */
function domainPutRight(before: string, after: string): string | undefined {
  const at = AT.exec(before);
  if (at === null) return undefined;
  const mailbox = before.slice(0, at.index).trim();
  if (mailbox === '' || /@/.test(before)) return undefined;
  if (/^at\s/i.test(after)) return `${mailbox} ${after}`;
  if (DOMAIN_WITHOUT_AT.test(after)) return `${mailbox} at ${after}`;
  const part = LAST_PART_SAID.exec(after);
  const last = LAST_PART_OF.exec(before.slice(at.index));
  if (part === null || last === null) return undefined;
  const domain = before.slice(at.index);
  return `${mailbox}${domain.slice(0, last.index)} dot ${part[1]}`;
}
