// The features of one value that every scorer compares: words with their sounds, or digits.
import { amountForms } from '../normalise/amounts.js';
import { digitsOf, isDigitValue, numberDigits } from '../normalise/digits.js';
import { nameWords, TITLES } from '../normalise/nameTokens.js';
import { normaliseText, words } from '../normalise/normaliseText.js';
import { isNatoWord, joinSpelledRuns, joinXRay, spelledCode, withoutAsIn } from '../normalise/spelledLetters.js';
import { numberWithExtension } from '../normalise/phoneExtension.js';
import { withoutNumberLabel } from '../normalise/numberLabel.js';
import { numberListDigits } from '../normalise/numberList.js';
import { isRepeatWord, mayHaveSpokenDigits, spokenDigitsOf } from '../normalise/spokenDigits.js';
import { phonemeWeight } from '../phonetics/phonemeDistance.js';
import { pronounce } from '../phonetics/pronounce.js';
import type { SimilarityCache } from './similarityCache.js';
import { COMPOUND_ID, heardId, wordId } from './wordIds.js';
import { splitAddress } from './emailAddress.js';

/** One word of a value with its pronunciation. */
export interface PreparedWord {
  readonly text: string;
  /** Interned id of `text`. */
  readonly id: number;
  /** The most common pronunciation. */
  readonly phonemes: Uint8Array;
  /** Sum of the phonemes' insertion costs: how much this word weighs in a comparison. */
  readonly weight: number;
  /** Every pronunciation the dictionary lists ("smyth": S M AY TH and S M IH TH), the first being `phonemes`. */
  readonly pronunciations: readonly Uint8Array[];
  /** `weight` of each pronunciation. */
  readonly pronunciationWeights: Float64Array;
  /** Similarities to other words, filled while this word is the heard side of a scan. */
  cache: SimilarityCache | undefined;
}

/** A value ready to be scored: either digits (phones, account numbers) or words. */
export interface PreparedValue {
  /** Normalised text (what exact mode compares when the value is not digits). */
  readonly text: string;
  /** The digits when the value is a number (written or spoken), else null; an extension after an "x" ("5550100123x204"). */
  readonly digits: string | null;
  /** The code a value spells or is ("alpha one zero" / "A10" → "a10"), else null. */
  readonly code: string | null;
  /** The words compared: a name's, or an email address's local part's (its domain is `domain`). */
  readonly words: readonly PreparedWord[];
  /** The lower-case domain of a value that is one email address ("example.com"), else null (`emailAddress.ts`). */
  readonly domain: string | null;
  /** The words in spoken order, spelled runs joined, titles dropped: "Myers, Dr. Caitlin" → "caitlin myers". */
  readonly canonical: string;
  /** All words run together, for split and joined words ("Kate Lynn" / "Caitlin", "Mc Donald" / "McDonald"). */
  readonly joined: PreparedWord;
  /** Each two neighbouring words run together (`adjacentPairs[i]` = words i and i+1), for one split word. */
  readonly adjacentPairs: readonly PreparedWord[];
  /**
   * The first two words' ids and weights (hundredths, as small integers) kept on the value itself, so a scan
   * of two-word cells reads one object per row instead of three (-1 / 0 when absent).
   */
  readonly firstId: number;
  readonly secondId: number;
  readonly firstWeight: number;
  readonly secondWeight: number;
}

// Values with more words than this (addresses, descriptions) skip the split-word features.
/** Values of more words than this have no `adjacentPairs` (no split word is looked for). */
export const MAX_PAIRED_WORDS = 5;

/** What exact mode compares: a value's digits, else its code, else its canonical words. */
export interface ExactForms {
  /** The digits when the value is a number (written or spoken), else null; an extension after an "x" ("5550100123x204"). */
  readonly digits: string | null;
  /** The code a value spells or is ("alpha one zero" / "A10" → "a10"), else null. */
  readonly code: string | null;
  /** The words in spoken order, spelled runs joined, titles dropped; empty for a number or a code. */
  readonly canonical: string;
}

/** The written forms of a value, without sounds. */
export interface ValueForms {
  /** Normalised text. */
  readonly text: string;
  /** The digits when the value is a number (written or spoken), else null; an extension after an "x" ("5550100123x204"). */
  readonly digits: string | null;
  /** The code a value spells or is ("alpha one zero" / "A10" → "a10"), else null. */
  readonly code: string | null;
  /** The words in spoken order, spelled runs joined, titles dropped: "Myers, Dr. Caitlin" → "caitlin myers". */
  readonly canonical: string;
  /** The words of `canonical`; of an email address, its local part's only. */
  readonly wordTexts: readonly string[];
  /** The lower-case domain of a value that is one email address, else null. */
  readonly domain: string | null;
}

/**
 * Normalises a value into the forms every scorer compares.
 *
 * @example
 *   prepareForms('Myers, Caitlin').canonical // "caitlin myers"
 *   prepareForms('alpha one zero').code // "a10"
 */
export function prepareForms(value: string): ValueForms {
  return forms(value, true);
}

/**
 * The forms exact mode compares: a number by its digits and a code as a code, so their words are left out
 * (`canonical` is empty for them). Half the cost of a phone or an account id.
 *
 * @example
 *   prepareExactForms('(555) 010-0123') // { digits: '5550100123', canonical: '', ... }
 */
export function prepareExactForms(value: string): ExactForms {
  // A cell of several numbers ("555-010-0150 / 555-010-0151") holds each (`numberList.ts`).
  const listed = numberListDigits(value);
  if (listed !== null) return { digits: listed, code: null, canonical: '' };
  // A number with its extension ("555 010 0123 x204", "5550100123x204") compares as both (`numberWithExtension`).
  const extended = numberWithExtension(value);
  if (extended !== null) return { digits: extended, code: null, canonical: '' };
  // The commonest exact cell, an account id or a number written as one token ("A1001", "5550100123"), is its own
  // code or its own digits: no word of it needs reading.
  if (ONE_CODE_TOKEN.test(value)) {
    return ALL_DIGITS.test(value) ? { digits: value, code: null, canonical: '' } : { digits: null, code: value.toLowerCase(), canonical: '' };
  }
  // An amount written with its point ("150.60", "$1,234.50") compares by its value: "150.6" is it, "15.06" is not.
  const amount = amountForms(value);
  if (amount !== null) return { ...amount, canonical: '' };
  // A number written with phone punctuation ("+1 (555) 010-0123") compares by its digits: its text is never read
  // (normalising it was a fifth of a phone lookup).
  if (isDigitValue(value)) return { digits: numberDigits(value), code: null, canonical: '' };
  // (One shape for every exact value, so the scorer's reads of them stay monomorphic.)
  const { digits, code, canonical } = forms(value, false);
  // An id written with a space ("AB 123", as a recogniser often writes one said aloud) is its code in an exact
  // column, where nothing is compared by sound; in the other modes a short word beside a number stays words ("Jo 23").
  const spaced = digits === null && code === null ? SPACED_CODE.exec(value) : null;
  if (spaced !== null) return { digits: null, code: `${spaced[1]}${spaced[2]}`.toLowerCase(), canonical: '' };
  return { digits, code, canonical };
}

/**
 * The code a written value is, as word columns read it (one token of letters and digits, "AB-123", a postcode
 * "SW1A 1AA"), else null; a number is no code.
 *
 * @example
 *   writtenCode('A10006') // "a10006"
 *   writtenCode('Jo 23') // null
 */
export function writtenCode(value: string): string | null {
  if (numberWithExtension(value) !== null) return null;
  if (ONE_CODE_TOKEN.test(value)) return ALL_DIGITS.test(value) ? null : value.toLowerCase();
  return isDigitValue(value) ? null : forms(value, false).code;
}

// A number said aloud, digits once read, "plus" before it for an international one ("plus four four seven seven…").
const SPOKEN_NUMBER = /^(?:plus )?[\d ]+$/;

/** The digits of a number said aloud (`SPOKEN_NUMBER`), "plus" read as the "+" of `numberDigits`. */
function spokenNumberDigits(spoken: string): string {
  return spoken.startsWith('plus ') ? numberDigits(`+${spoken.slice(5)}`) : digitsOf(spoken);
}

// One ASCII token with a digit in it.
const ONE_CODE_TOKEN = /^[A-Za-z0-9]*[0-9][A-Za-z0-9]*$/;
// A code written with a separator between its letters and its number: "AB-123", "KB/7", "A.10".
const SEPARATED_CODE = /^\s*([A-Za-z]{1,4})[-./]([0-9][A-Za-z0-9]*)\s*$/;
const ALL_DIGITS = /^[0-9]+$/;
// The same with a space, read as a code in exact columns only: "AB 123", "KB 7".
const SPACED_CODE = /^\s*([A-Za-z]{1,4})\s+([0-9][A-Za-z0-9]*)\s*$/;

// A name of plain letters: words of two letters or more, one space or hyphen between them ("Caitlin Myers",
// "Mary-Jane Smith"): most cells of a name column.
const PLAIN_NAME = /^[A-Za-z]{2,}(?:[ -][A-Za-z]{2,})*$/;
// Words whose reading a plain name's forms would change: titles, NATO words, "as in", "x ray".
const READ_WORDS: ReadonlySet<string> = new Set(['as', 'in', 'ray']);

/**
 * The forms of a plain name, read without the general path's passes (which change none of its words), or undefined
 * when the value is not one: a cell of letters only, none of them a title, a NATO word, a number said in words or a
 * word the readings of letters look at. (A third of a wide million-row column's load was these passes; a property
 * test holds the two paths equal.)
 *
 * @example
 *   plainNameForms('Mary-Jane Smith') // { text: 'mary jane smith', canonical: 'mary jane smith', wordTexts: ['mary', 'jane', 'smith'], … }
 *   plainNameForms('Dr Caitlin Myers') // undefined
 */
export function plainNameForms(value: string): ValueForms | undefined {
  if (!PLAIN_NAME.test(value)) return undefined;
  const text = value.toLowerCase().replaceAll('-', ' ');
  if (mayHaveSpokenDigits(text)) return undefined;
  const wordTexts = text.split(' ');
  for (const word of wordTexts) if (TITLES.has(word) || isNatoWord(word) || READ_WORDS.has(word)) return undefined;
  return { text, digits: null, code: null, canonical: text, wordTexts, domain: null };
}

// A number as a table writes one: digits and phone punctuation, no "/" (which may part two numbers, `numberList.ts`).
const WRITTEN_NUMBER = /^[\d\s()+\-.]*\d[\d\s()+\-.]*$/;
const DIGIT_RUNS = /\d+/g;

/**
 * The forms of a number written as a table's cell holds one ("(555) 201-1234", "+44 7700 900123"), read without the
 * general path's passes: its digits, and its groups as its words. Undefined for any other value (a label, an
 * extension, two numbers, a number said in words). (A phone column's load was mostly these passes; a property test
 * holds the two paths equal.)
 *
 * @example
 *   writtenNumberForms('(555) 201-1234') // { text: '555 201 1234', digits: '5552011234', wordTexts: ['555', '201', '1234'], … }
 *   writtenNumberForms('555-201-1234 x12') // undefined
 */
export function writtenNumberForms(value: string): ValueForms | undefined {
  if (!WRITTEN_NUMBER.test(value)) return undefined;
  const wordTexts = value.match(DIGIT_RUNS)!;
  const text = wordTexts.join(' ');
  return { text, digits: numberDigits(value), code: null, canonical: text, wordTexts, domain: null };
}

// An email address as a table writes one: words of two letters or more joined by ".", "-" or "_", perhaps a number
// after the last ("mary.smith43"), "@", and a domain of such words joined by "." or "-" ("example.com").
const WRITTEN_ADDRESS = /^((?:[A-Za-z]{2,}[._-])*[A-Za-z]{2,})([0-9]*)@((?:[A-Za-z]{2,}[.-])*[A-Za-z]{2,})$/;
const ADDRESS_MARKS = /[._@-]/g;
const DOMAIN_MARKS = /[.-]/;
// Letters a recogniser may have written for zeros, before a number ("oo43"): `spokenDigits` reads such a word.
const ONLY_OS = /^o+$/;

/**
 * The forms of an email address written as a table's cell holds one, read without the general path's passes, which
 * change nothing in it: a cell is written, not said, so its "." is no pause and "smith43" no number said aloud
 * (reading them was a third of an email column's load). Undefined when a word of it is one those passes read: a
 * title, a NATO word, a number said in words, "as", "in", "ray" (and beside its number "double", "triple"). A
 * property test holds the two paths equal.
 *
 * @example
 *   writtenAddressForms('Mary.Smith43@Example.com') // { text: 'mary smith43 example com', wordTexts: ['mary', 'smith43'], domain: 'example.com', … }
 *   writtenAddressForms('one.two@example.com') // undefined
 */
export function writtenAddressForms(value: string): ValueForms | undefined {
  const found = WRITTEN_ADDRESS.exec(value);
  if (found === null) return undefined;
  const number = found[2]!;
  const text = value.toLowerCase().replace(ADDRESS_MARKS, ' ');
  const words = text.split(' ');
  const localWords = words.length - found[3]!.split(DOMAIN_MARKS).length;
  for (let i = 0; i < words.length; i++) {
    // (The number after the mailbox's last word is no word of it: "smith43" is read as "smith".)
    const word = i === localWords - 1 && number !== '' ? words[i]!.slice(0, -number.length) : words[i]!;
    if (TITLES.has(word) || isNatoWord(word) || READ_WORDS.has(word) || mayHaveSpokenDigits(word)) return undefined;
    // (Beside the mailbox's number, "double for" would be read as 44, "oo" as two zeros.)
    if (number !== '' && (isRepeatWord(word) || (i === localWords - 1 && ONLY_OS.test(word)))) return undefined;
  }
  return { text, digits: null, code: null, canonical: text, wordTexts: words.slice(0, localWords), domain: found[3]!.toLowerCase() };
}

function forms(value: string, wordsAlways: boolean): ValueForms {
  if (wordsAlways) {
    const written = plainNameForms(value) ?? writtenAddressForms(value) ?? writtenNumberForms(value);
    if (written !== undefined) return written;
  }
  return generalForms(value, wordsAlways);
}

/** `forms` by the general path, for any value (exported for the test holding `plainNameForms` to it). */
export function generalForms(value: string, wordsAlways: boolean): ValueForms {
  const normalised = normaliseText(value);
  // Numbers said in words, read only when a value is not written as a number: a million phone cells never need them
  // (reading them cost 1.5-1.8 s of such a column's load).
  let spoken: string | undefined;
  const spokenOf = (): string => (spoken ??= spokenDigitsOf(value, normalised));
  // (An extension first: a written "#" is no word, and "555-010-0123 #204" would be read as one number. A label before
  // a number, "mobile: 555-010-0100", is left out; a cell of several numbers holds each, `numberList.ts`.)
  const number = withoutNumberLabel(value);
  const digits = numberListDigits(value) ?? (isDigitValue(number) ? numberDigits(number) : numberWithExtension(number, spokenOf()) ?? (SPOKEN_NUMBER.test(spokenOf()) ? spokenNumberDigits(spokenOf()) : null));
  const separated = SEPARATED_CODE.exec(value);
  const code = digits !== null ? null : separated !== null ? `${separated[1]}${separated[2]}`.toLowerCase() : spelledCode(withoutAsIn(joinXRay(words(spokenOf()))));
  if (!wordsAlways && (digits !== null || code !== null)) return { text: normalised, digits, code, canonical: '', wordTexts: [], domain: null };
  // An email address is compared by its local part's words, then its domain (`wordsScore`); exact mode and the twins'
  // keys still read all the address's words (`canonical`), so two mailboxes of one name at two domains are two values,
  // and a display name or "mailto:" around it is left out: 'Mary Lee <mary.lee@acme.com>' is that address.
  const address = digits === null && code === null ? splitAddress(value) : undefined;
  const local = address === undefined ? [] : joinSpelledRuns(withoutAsIn(nameWords(address.local)));
  const wordTexts = joinSpelledRuns(withoutAsIn(nameWords(address === undefined || local.length === 0 ? value : `${address.local}@${address.domain}`)));
  const canonical = wordTexts.join(' ');
  if (address !== undefined && local.length > 0) return { text: normalised, digits, code, canonical: canonical === normalised ? normalised : canonical, wordTexts: local, domain: address.domain };
  // (Mostly the normalised text itself: then one string, not two, for each of a million values.)
  return { text: normalised, digits, code, canonical: canonical === normalised ? normalised : canonical, wordTexts, domain: null };
}

/**
 * Computes every feature a scorer needs, once per value.
 *
 * @example
 *   prepareValue('Myers, Caitlin').words.map((w) => w.text) // ['caitlin', 'myers']
 *   prepareValue('five five five oh one two three').digits // "5550123"
 *   prepareValue('alpha one zero').code // "a10"
 */
export function prepareValue(value: string): PreparedValue {
  return prepared(value, false);
}

/**
 * `prepareValue` for what a caller said: the same features, but a text no table holds is not kept for the life of
 * the process (`wordIds.ts`), so answering calls does not grow memory with every mishearing.
 *
 * @example
 *   prepareHeardValue('Kaitlyn Meyers').words.map((w) => w.text) // ['kaitlyn', 'meyers']
 */
export function prepareHeardValue(value: string): PreparedValue {
  return prepared(value, true);
}

/**
 * `prepareValue` for a table's cells, which a lookup only ever compares as the cell side: their words are the
 * process's one object per word, not a copy each (a copy exists to carry a heard word's memo). At a million rows that
 * is hundreds of thousands fewer objects for the collector to mark. Such a word must never be given a memo: it is
 * frozen, so trying throws.
 *
 * @example
 *   prepareTableValue('Caitlin Myers').words[0] === prepareTableValue('Caitlin Smith').words[0] // true
 */
export function prepareTableValue(value: string): PreparedValue {
  return prepared(value, false, true);
}

function prepared(value: string, heard: boolean, sharedWords = false): PreparedValue {
  const { text, digits, code, canonical, wordTexts: texts, domain } = prepareForms(value);
  return new Prepared(text, digits, code, texts.map((word) => preparedWord(word, heard, sharedWords)), canonical, heard, domain);
}

/**
 * A prepared value. Its words run together (`joined`, `adjacentPairs`) are made on first use: the scorer reads them
 * only against a value of another word count, and a table of a million distinct names would otherwise hold a
 * million compounds with their sounds that no call ever reads (600 B a value, 40% of a wide table's heap).
 */
class Prepared implements PreparedValue {
  readonly firstId: number;
  readonly secondId: number;
  readonly firstWeight: number;
  readonly secondWeight: number;
  private joinedWord: PreparedWord | undefined = undefined;
  private pairs: readonly PreparedWord[] | undefined = undefined;

  constructor(
    readonly text: string,
    readonly digits: string | null,
    readonly code: string | null,
    readonly words: readonly PreparedWord[],
    readonly canonical: string,
    private readonly heard: boolean,
    readonly domain: string | null,
  ) {
    const [first, second] = words;
    this.firstId = first?.id ?? -1;
    this.secondId = second?.id ?? -1;
    this.firstWeight = Math.round((first?.weight ?? 0) * 100);
    this.secondWeight = Math.round((second?.weight ?? 0) * 100);
  }

  get joined(): PreparedWord {
    if (this.joinedWord === undefined) {
      const words = this.words;
      this.joinedWord = wordsRunTogether(words, this.heard);
    }
    return this.joinedWord;
  }

  get adjacentPairs(): readonly PreparedWord[] {
    if (this.pairs === undefined) {
      const words = this.words;
      // Two words have one pair, both words run together: the joined word itself (same text and sounds).
      this.pairs = words.length > MAX_PAIRED_WORDS ? [] : words.length === 2 ? [this.joined] : words.slice(1).map((word, i) =>
        wordsRunTogether([words[i]!, word], this.heard));
    }
    return this.pairs;
  }
}

/**
 * Words run together into one word, with the sounds of its parts in turn: how a caller who says a name of several
 * words as one ("vanderberg" for Van der Berg) says them (`heard`: the words are the caller's). A value keeps its
 * own (`joined`, `adjacentPairs`); other runs are made when asked and kept by no value.
 *
 * @example
 *   wordsRunTogether(prepareValue('Van der Berg').words).text // 'vanderberg'
 */
export function wordsRunTogether(words: readonly PreparedWord[], heard = false): PreparedWord {
  return words.length === 1 ? words[0]! : prepareCompound(words.map((word) => word.text).join(''), compoundSounds(words), heard);
}

// Words repeat across a table (a few thousand distinct words in a million names): pronounce each once.
// A value gets its own copy of each word, since a heard word carries its own similarity memo; a table's cells,
// never the heard side, share the one object (`prepareTableValue`).
// Heard words no table holds are kept apart, and forgotten when there are this many.
const pronounced = new Map<string, PreparedWord>();
const heardPronounced = new Map<string, PreparedWord>();
const HEARD_PRONOUNCED_KEPT = 20_000;

function preparedWord(text: string, heard: boolean, shared = false): PreparedWord {
  let known = pronounced.get(text);
  if (known === undefined && heard) {
    // (A table's words are all in `pronounced`, so a word found here is one no table holds.)
    known = heardPronounced.get(text);
    if (known === undefined) {
      known = wordFeatures(text, heardId(text), pronunciationsOf(text));
      if (heardPronounced.size >= HEARD_PRONOUNCED_KEPT) heardPronounced.clear();
      heardPronounced.set(text, known);
    }
  } else if (known === undefined) {
    known = Object.freeze(wordFeatures(text, wordId(text), pronunciationsOf(text)));
    pronounced.set(text, known);
  }
  return shared && !heard ? known : { ...known, cache: undefined };
}

/** A word's pronunciations, the most common first (none: one empty pronunciation). */
function pronunciationsOf(text: string): Uint8Array[] {
  const [phonemes = new Uint8Array(0), ...variants] = pronounce(text);
  return [phonemes, ...variants];
}

function prepareCompound(text: string, phonemes: Uint8Array, heard: boolean): PreparedWord {
  return wordFeatures(text, COMPOUND_ID, [phonemes], !heard);
}

// A table's words run together have one pronunciation each, whose weight takes a few thousand values across a
// million names: one array per weight instead of one per value (never written to after it is made). Bounded, for
// a process that loads table after table.
const oneWeightArrays = new Map<number, Float64Array>();
const ONE_WEIGHT_ARRAYS_KEPT = 65_536;

function wordFeatures(text: string, id: number, pronunciations: Uint8Array[], sharedWeights = false): PreparedWord {
  const phonemes = pronunciations[0]!;
  // Unpronounceable words (codes, digits) weigh by their letters instead.
  const weight = phonemes.length > 0 ? phonemeWeight(phonemes) : text.length * 0.8;
  let pronunciationWeights = sharedWeights && pronunciations.length === 1 ? oneWeightArrays.get(weight) : undefined;
  if (pronunciationWeights === undefined) {
    pronunciationWeights = Float64Array.from(pronunciations, (codes, i) => (i === 0 ? weight : phonemeWeight(codes)));
    if (sharedWeights && pronunciations.length === 1 && oneWeightArrays.size < ONE_WEIGHT_ARRAYS_KEPT) oneWeightArrays.set(weight, pronunciationWeights);
  }
  return { text, id, phonemes, weight, pronunciations, pronunciationWeights, cache: undefined };
}

/**
 * The sounds of words run together: none when one of them has none (a word with a digit, "lee86"), so the compound
 * compares by its letters, and its number as a number, as that word does. (With the other words' sounds alone, "mark
 * lee86" run together sounded as "mark", and "mark t smith12" came within 80 of it.)
 */
function compoundSounds(words: readonly PreparedWord[]): Uint8Array {
  for (const word of words) if (word.phonemes.length === 0) return NO_SOUNDS;
  return concat(words.map((word) => word.phonemes));
}

const NO_SOUNDS = new Uint8Array(0);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}
