// A value's words without emoji: a speech engine reads "👍" as "thumbs up sign" or as noise, neither meant for a caller.

// Cheap test first: a pictograph, a flag's letter or a keycap mark; an ordinary value holds none.
const MAY_HOLD_EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20e3]/u;
// One emoji or a run of them, with the marks that build one (skin tones, VS16, ZWJ joins), and the spaces around it.
const EMOJI_RUN = /[ \t]*(?:[\p{Extended_Pictographic}\p{Regional_Indicator}][\u{1F3FB}-\u{1F3FF}\ufe0f\u200d]*)+[ \t]*/gu;
// A keycap's marks ("1️⃣"): the digit, `#` or `*` before them is said, the marks are not.
const KEYCAP_MARKS = /\ufe0f?\u20e3/g;
const PUNCTUATION_NEXT = /^\p{P}/u;
// What a caller can be said: a letter or a digit of any script.
const SAYABLE = /[\p{L}\p{N}]/u;

/**
 * `words` without emoji, pictographs (☎, ©, ™) and flags: one between words leaves a space, one at either end or before
 * punctuation leaves nothing, so no space is doubled or left hanging. A keycap keeps its digit. Letters of every script,
 * and the joiners they use, are kept. When no letter or digit would be left, `words` is kept whole: the emoji are
 * what it says.
 *
 * @example
 * withoutEmoji('Sean Riley 👍'); // 'Sean Riley'
 * withoutEmoji('I ❤️NY, 1️⃣ time'); // 'I NY, 1 time'
 * withoutEmoji('👍'); // '👍'
 */
export function withoutEmoji(words: string): string {
  if (!MAY_HOLD_EMOJI.test(words)) return words;
  const said = words.replace(KEYCAP_MARKS, '').replace(EMOJI_RUN, (run: string, offset: number, whole: string) => {
    const end = offset + run.length;
    const atEdge = offset === 0 || end === whole.length;
    return atEdge || PUNCTUATION_NEXT.test(whole.slice(end, end + 1)) ? '' : ' ';
  });
  // Emoji that are all a value says are kept: a speech engine reads them by name ("thumbs up"), where leaving them out
  // would say nothing where the value stands ("You said .").
  return SAYABLE.test(said) ? said : words;
}
