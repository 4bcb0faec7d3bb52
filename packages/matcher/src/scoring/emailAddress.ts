// An email address compares as its mailbox's words, then its domain: the part that says who the caller is, and the
// part that thousands of rows share ("example.com", the company's own domain), which alone says nothing of them.
import { distance } from 'fastest-levenshtein';
import { letterSimilarity } from './wordSimilarity.js';

// One address and nothing else: a local part, "@", a domain with a letter in it (its dot may have been misheard:
// "exampleucom" for example.com is a domain one edit away).
const ADDRESS = /^\s*([^\s@]+)@([^\s@]*\p{L}[^\s@]*?)\.?\s*$/u;
// An address as a mail program writes it: after a display name in angle brackets ('Mary Lee <mary.lee@acme.com>',
// '"Lee, Mary" <…>', '<…>'), or as a link ('mailto:mary.lee@acme.com'). The address is the value; the name is a label.
const ANGLED = /^[^<>@]*<([^<>]+)>\s*$/;
const MAILTO = /^\s*mailto:/i;

/**
 * The local part and the lower-case domain of a value that is one email address, else undefined.
 *
 * @example
 *   splitAddress('Mark.Lee86@Example.com') // { local: 'Mark.Lee86', domain: 'example.com' }
 *   splitAddress('mark.lee86@exampleucom') // { local: 'mark.lee86', domain: 'exampleucom' } (misheard)
 *   splitAddress('Mark Lee <mailto:mark.lee86@example.com>') // { local: 'mark.lee86', domain: 'example.com' }
 *   splitAddress('mark lee at example dot com') // undefined (written out by `callerValue` first, in an email column)
 */
export function splitAddress(value: string): { local: string; domain: string } | undefined {
  if (!value.includes('@')) return undefined;
  const found = ADDRESS.exec(writtenAddress(value));
  return found === null ? undefined : { local: found[1]!, domain: found[2]!.toLowerCase() };
}

/**
 * The address a mail program wrote: without the display name before it in angle brackets or its "mailto:"; any other
 * value as it is.
 *
 * @example
 *   writtenAddress('"Lee, Mary" <mailto:mary.lee@acme.com>') // "mary.lee@acme.com"
 *   writtenAddress('Mary Lee') // "Mary Lee"
 */
export function writtenAddress(value: string): string {
  return (ANGLED.exec(value)?.[1] ?? value).replace(MAILTO, '');
}

/**
 * What an address's domain leaves of a score: the share of the mailbox's score kept. The same domain keeps it all;
 * another domain keeps less the further its letters are ("exmple.com" for example.com, one letter misheard, 0.97;
 * yahoo.com for gmail.com 0.83): the same mailbox at another domain is a candidate, not the caller. A value with an
 * address on one side only (a mailbox said without its domain, or a name column's cell) keeps `ONE_SIDED_DOMAIN`.
 */
export function domainShare(heard: string | null, cell: string | null): number {
  if (heard === cell) return 1;
  if (heard === null || cell === null) return ONE_SIDED_DOMAIN;
  return 1 - OTHER_DOMAIN_COST * (1 - letterSimilarity(heard, cell));
}

/**
 * What a domain says toward a confident answer, as a word would (`weakestWord`): 1 for the same domain or one misheard
 * by a letter ("acne.com" for acme.com, "exmple.com"), else `OTHER_MAILBOX`, under the confident word: another domain
 * ("hotmail.com" for gmail.com, "gmial.com"), or none said, is another mailbox as far as the caller told, never the
 * confident answer.
 */
export function domainWord(heard: string | null, cell: string | null): number {
  if (heard === cell) return 1;
  if (heard === null || cell === null) return OTHER_MAILBOX;
  return distance(heard, cell) <= 1 ? 1 : OTHER_MAILBOX;
}

// Past the mailbox's words, how much a wholly different domain costs (letters alike 0: 30 points of 100).
const OTHER_DOMAIN_COST = 0.3;
/** The share an address compared with a value that is no address keeps (a mailbox said without its domain). */
export const ONE_SIDED_DOMAIN = 0.9;
/** `domainWord` of another domain: under `CONFIDENT_WORD`. */
export const OTHER_MAILBOX = 0.7;
