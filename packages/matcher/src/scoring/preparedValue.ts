// The features of one value that every scorer compares: words with their sounds, or digits.
import { digitsOf, isDigitValue } from '../normalise/digits.js';
import { nameWords } from '../normalise/nameTokens.js';
import { normaliseText } from '../normalise/normaliseText.js';
import { spokenDigits } from '../normalise/spokenDigits.js';
import { phonemeWeight } from '../phonetics/phonemeDistance.js';
import { pronounce } from '../phonetics/pronounce.js';

/** One word of a value with its pronunciation. */
export interface PreparedWord {
  readonly text: string;
  readonly phonemes: Uint8Array;
  /** Sum of the phonemes' insertion costs: how much this word weighs in a comparison. */
  readonly weight: number;
}

/** A value ready to be scored: either digits (phones, account numbers) or words. */
export interface PreparedValue {
  /** Normalised text (what exact mode compares when the value is not digits). */
  readonly text: string;
  /** The digits when the value is a number (written or spoken), else null. */
  readonly digits: string | null;
  readonly words: readonly PreparedWord[];
  /** All words' phonemes run together, for split and joined words ("Kate Lynn" / "Caitlin"). */
  readonly joinedPhonemes: Uint8Array;
  readonly joinedWeight: number;
  /** All words' letters run together ("mc donald" / "mcdonald"). */
  readonly joinedText: string;
}

/**
 * Computes every feature a scorer needs, once per value.
 *
 * @example
 *   prepareValue('Myers, Caitlin').words.map((w) => w.text) // ['caitlin', 'myers']
 *   prepareValue('five five five oh one two three').digits // "5550123"
 */
export function prepareValue(value: string): PreparedValue {
  const normalised = normaliseText(value);
  const spoken = spokenDigits(normalised);
  const digits = isDigitValue(value) ? digitsOf(value) : /^[\d ]+$/.test(spoken) ? digitsOf(spoken) : null;
  const texts = nameWords(value);
  const preparedWords = texts.map(prepareWord);
  const joinedPhonemes = concat(preparedWords.map((w) => w.phonemes));
  return {
    text: normalised,
    digits,
    words: preparedWords,
    joinedPhonemes,
    joinedWeight: phonemeWeight(joinedPhonemes),
    joinedText: texts.join(''),
  };
}

function prepareWord(text: string): PreparedWord {
  const phonemes = pronounce(text);
  // Unpronounceable words (codes, digits) weigh by their letters instead.
  return { text, phonemes, weight: phonemes.length > 0 ? phonemeWeight(phonemes) : text.length * 0.8 };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}
