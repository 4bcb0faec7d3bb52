// Digits read aloud ("five five five, oh one two three", "double seven", "triple zero") back to digits.

// Maps, not object literals: a word such as "constructor" must not find Object.prototype's members.
const DIGIT_WORDS: ReadonlyMap<string, string> = new Map(Object.entries({
  zero: '0', oh: '0', o: '0', nought: '0', one: '1', two: '2', three: '3', four: '4', for: '4', five: '5',
  six: '6', seven: '7', eight: '8', nine: '9', to: '2', too: '2',
}));
const REPEATS: ReadonlyMap<string, number> = new Map([['double', 2], ['triple', 3]]);
// Homophones of digits ("to", "for", "o") only count inside a run that already has real digits.
const AMBIGUOUS = new Set(['to', 'too', 'for', 'o', 'oh']);
const MAY_HAVE_DIGITS = /\d|\b(?:zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine)\b/;

/**
 * Rewrites runs of spoken digits inside a normalised text as digit strings; other words are kept.
 *
 * @example
 *   spokenDigits('five five five oh one two three') // "5550123"
 *   spokenDigits('double seven 2') // "772"
 */
export function spokenDigits(normalised: string): string {
  // Most values (names, cities) have no digit at all: skip the word-by-word pass.
  if (!MAY_HAVE_DIGITS.test(normalised)) return normalised;
  // One word (an account id, a phone written without spaces): a digit word on its own, else itself.
  if (!normalised.includes(' ')) {
    const digit = DIGIT_WORDS.get(normalised);
    return digit !== undefined && !AMBIGUOUS.has(normalised) ? digit : normalised;
  }
  const out: string[] = [];
  let run = '';
  let runHasRealDigit = false;
  let runWords: string[] = [];
  const flush = (): void => {
    if (runWords.length === 0) return;
    if (runHasRealDigit) out.push(run);
    else out.push(...runWords);
    run = '';
    runHasRealDigit = false;
    runWords = [];
  };
  const tokens = normalised === '' ? [] : normalised.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i] ?? '';
    const repeat = REPEATS.get(word);
    const following = tokens[i + 1] ?? '';
    const followingDigit = /^\d$/.test(following) ? following : DIGIT_WORDS.get(following);
    if (repeat !== undefined && followingDigit !== undefined) {
      run += followingDigit.repeat(repeat);
      runHasRealDigit = true;
      runWords.push(word, following);
      i++;
      continue;
    }
    const digit = /^\d+$/.test(word) ? word : DIGIT_WORDS.get(word);
    if (digit !== undefined) {
      run += digit;
      if (!AMBIGUOUS.has(word)) runHasRealDigit = true;
      runWords.push(word);
      continue;
    }
    flush();
    out.push(word);
  }
  flush();
  return out.join(' ');
}
