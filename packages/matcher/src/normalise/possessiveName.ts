// A name said as whose account, bill or phone it is ("Joan Smith's account", "John Smith's bill"): the possessive
// names the person, and "smiths" scored as a word of the name made it another name (or none).

// Cheap test first: most values say no "'s" (nor "s'").
const MAY_SAY_POSSESSIVE = /['\u2019]s\s|s['\u2019]\s/u;
// What is someone's that a caller calls about.
export const THINGS: readonly string[] = ['account', 'accounts', 'bill', 'bills', 'phone', 'number', 'policy', 'order', 'booking', 'appointment', 'file', 'record', 'records', 'details', 'balance', 'payment'];
// (A name ending in "s" may take the apostrophe alone: "Caitlin Myers' account".)
const POSSESSIVE_THING = new RegExp(String.raw`(\p{L}[\p{L}-]*)(?:['\u2019]s|(?<=s)['\u2019])\s+(?:${THINGS.join('|')})(?![\p{L}])`, 'giu');

/**
 * `value` with a name's possessive before what is theirs read as the name ("Joan Smith's account" → "Joan Smith"),
 * where the column holds the word without the "s" and not with it (`holds`); a relation's ("my wife's account") stays.
 *
 * @example
 *   withPossessiveRead("it's about Joan Smith's account", (word) => word === 'smith') // "it's about Joan Smith"
 *   withPossessiveRead("Caitlin Myers' account", (word) => word === 'myers') // "Caitlin Myers"
 *   withPossessiveRead("my husband's account", (word) => word === 'smith') // "my husband's account"
 */
export function withPossessiveRead(value: string, holds: (word: string) => boolean): string {
  if (!MAY_SAY_POSSESSIVE.test(value)) return value;
  return value.replace(POSSESSIVE_THING, (whole, word: string) => {
    const key = word.toLowerCase();
    return holds(key) && !holds(`${key}s`) ? word : whole;
  });
}
