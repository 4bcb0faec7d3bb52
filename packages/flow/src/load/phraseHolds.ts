// Does every answer a branch finds holding one phrase hold another too? Not where a hyphen may join their words.

/**
 * Whether an answer a branch found holding `outer` surely holds `inner` (both phrases as `phraseWords` gives them:
 * words between single spaces). `inner`'s words must lie in a row within `outer`, and where `inner` starts or ends
 * inside `outer`, a hyphen must be unable to join the two words there: the answer may have written them joined
 * ("no-one" holds `no one` but not `no`, "option-one" holds `option 1` but not `1`), and a branch finds a hyphenated
 * word only whole.
 *
 * @example
 * phraseHolds('no', 'no');               // true
 * phraseHolds('no one', 'no');           // false: the answer may be "no-one"
 * phraseHolds('about 1.5 hours', '1.5'); // true: a hyphen after "about" joins no "1.5", nor one before "hours"
 */
export function phraseHolds(outer: string, inner: string): boolean {
  if (inner === '') return false;
  const outerWords = outer.split(' ');
  const innerWords = inner.split(' ');
  for (let start = 0; start + innerWords.length <= outerWords.length; start++) {
    if (!innerWords.every((word, offset) => outerWords[start + offset] === word)) continue;
    const end = start + innerWords.length;
    const startsApart = start === 0 || !mayJoin(outerWords[start - 1]!, outerWords[start]!);
    const endsApart = end === outerWords.length || !mayJoin(outerWords[end - 1]!, outerWords[end]!);
    if (startsApart && endsApart) return true;
  }
  return false;
}

/** A number from 0 to 99 in a phrase may have been said in words ("one", "twenty-one"), letters a hyphen joins. */
const SAYABLE_NUMBER = /^\d{1,2}$/u;

/** Whether an answer may have joined these two words by a hyphen: the runtime joins words only between letters. */
function mayJoin(left: string, right: string): boolean {
  return (/\p{L}$/u.test(left) || SAYABLE_NUMBER.test(left)) && (/^\p{L}/u.test(right) || SAYABLE_NUMBER.test(right));
}
