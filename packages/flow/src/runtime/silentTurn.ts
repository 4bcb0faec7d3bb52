// Whether a caller's turn holds no words: empty, spaces, or characters nobody hears or sees.

// Spaces, control characters and the default-ignorable ones (zero-width space and joiners, word joiner, BOM, soft
// hyphen, variation selectors, Hangul fillers): what a host or a speech recogniser sends for silence.
const NO_WORDS = /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * Whether the turn is silence: nothing in it but spaces or invisible characters.
 *
 * @example
 * isSilentTurn('\u200b'); // true
 * isSilentTurn('no'); // false
 */
export function isSilentTurn(text: string): boolean {
  // Cheap test first: a turn with words fails at its first visible character.
  return text.trim() === '' || NO_WORDS.test(text);
}
