// A phone number with its extension, as a table writes it ("555 010 0123 x204", "(555) 010-0123 ext. 204",
// "555-010-0123 #204", "+1-555-010-0123;ext=204") and as a caller says it ("five five five … extension two oh four",
// "… at two oh four"), read as the number's digits, an "x", and the extension's: "5550100123x204".
import { digitsOf, numberDigits } from './digits.js';

/** What stands between a number's digits and its extension's in `PreparedValue.digits`. */
export const EXTENSION_MARK = 'x';

// The fewest digits a number before an extension has (a local number), and the most an extension has.
const MIN_NUMBER_DIGITS = 7;
// Written: phone punctuation and digits, then "x", "ext", "ext.", "extn", "extension", "#" or ";ext=", then 1-6 digits.
const WRITTEN = /^([\d\s()+\-./]*\d)[\s,;]*(?:(?:extension|extn|ext|x)\s*[.:=]?|#)\s*(\d{1,6})\s*$/i;
// Said (normalised, digits said aloud read as digits): "5550100123 extension 204", "plus 447700900123 ext 12",
// "5550100123 and the extension is 204", "5550100123 at extension 204", "5550100123 x 204", and the "#" said
// ("5550100123 pound 204", "… hash 204", "… pound key 204", as a caller reads "#204" off a card: American "pound",
// British "hash"). Only words that name an extension: "and then 204" and "star 204" say none (a star is a keypad's
// service code), and the number before them is looked up alone.
/** How a caller says an extension comes next, normalised ("and the extension is", "ext", "at extension", "pound key"). */
export const SAID_EXTENSION_MARKER =
  '(?:(?:and )?(?:the )?(?:extension|extn|ext|x|(?:pound|hash)(?: sign| key)?)|(?:at|on) (?:the )?(?:extension|extn|ext))(?: number)?(?: is)?';
const SAID = new RegExp(`^((?:plus )?[\\d ]*\\d) ${SAID_EXTENSION_MARKER} ?(\\d{1,6})$`);
// "at" alone ("5550100123 at 204"), a word that says many other things ("at home", "ann at example dot com"), names an
// extension only between a whole number and the extension's digits (all of the value here; within a sentence,
// `extensionAfter`): a number of 10 to 15 digits, its area code said, and 2 to 6 digits ("5550123 at 204" is a local
// number, and "… at 5" an hour, perhaps).
/** "at" alone and the extension's digits it may name ("at 204"), normalised, digits said aloud read as digits. */
export const SAID_AT_EXTENSION = 'at \\d{2,6}';
const SAID_AT = new RegExp(`^((?:plus )?[\\d ]*\\d) (${SAID_AT_EXTENSION})$`);
const WHOLE_NUMBER_DIGITS = { min: 10, max: 15 };
// Every marker has an x or a # or says one, or is "at": most values have none and are not read further.
const MAY_HAVE_EXTENSION = /[xX#]|pound|hash|\bat\b/i;

/**
 * The digits of a number written or said with an extension, the extension's after an "x" ("5550100123x204"), or
 * null when the value is no number of 7 digits or more with an extension (10 or more before a bare "at", and 2
 * extension digits or more after it). `spoken` is the value normalised with its digits said aloud read as digits
 * (`spokenDigits`), for what a caller said.
 *
 * @example
 *   numberWithExtension('(555) 010-0123 ext. 204') // "5550100123x204"
 *   numberWithExtension('x', '5550100123 extension 204') // "5550100123x204"
 *   numberWithExtension('555 010 0123 at 204', '5550100123 at 204') // "5550100123x204"
 *   numberWithExtension('555 0123 at 5', '5550123 at 5') // null: a local number, then perhaps a time
 *   numberWithExtension('AB-1234 x2') // null
 */
export function numberWithExtension(value: string, spoken?: string): string | null {
  if (!MAY_HAVE_EXTENSION.test(value)) return null;
  const written = WRITTEN.exec(value);
  if (written !== null) return digitsOf(written[1]!).length >= MIN_NUMBER_DIGITS ? `${numberDigits(written[1]!)}${EXTENSION_MARK}${written[2]}` : null;
  if (spoken === undefined) return null;
  const said = SAID.exec(spoken);
  if (said !== null) return digitsOf(said[1]!).length >= MIN_NUMBER_DIGITS ? saidNumberWithExtension(said[1]!, said[2]!) : null;
  const saidAt = SAID_AT.exec(spoken);
  if (saidAt === null) return null;
  return isWholeNumber(digitsOf(saidAt[1]!).length) ? saidNumberWithExtension(saidAt[1]!, saidAt[2]!.slice(3)) : null;
}

/**
 * Whether a number of this many digits is whole (its area code said: 10 to 15 digits), so that "at" alone after it
 * may name its extension (`SAID_AT_EXTENSION`); a local number's "at" names none.
 *
 * @example
 *   isWholeNumber(10) // true: "555 010 0123"
 *   isWholeNumber(7) // false: "555 0123"
 */
export function isWholeNumber(digits: number): boolean {
  return digits >= WHOLE_NUMBER_DIGITS.min && digits <= WHOLE_NUMBER_DIGITS.max;
}

/** A number said ("plus" read as the "+" of `numberDigits`) and its extension's digits, as `numberWithExtension` gives them. */
function saidNumberWithExtension(number: string, extension: string): string {
  const digits = number.startsWith('plus ') ? numberDigits(`+${number.slice(5)}`) : digitsOf(number);
  return `${digits}${EXTENSION_MARK}${extension}`;
}

/**
 * A number's digits (`PreparedValue.digits`) parted from its extension's: the extension is undefined when there is none.
 *
 * @example
 *   withoutExtension('5550100123x204') // ["5550100123", "204"]
 *   withoutExtension('5550100123') // ["5550100123", undefined]
 */
export function withoutExtension(digits: string): [number: string, extension: string | undefined] {
  const at = digits.indexOf(EXTENSION_MARK);
  return at < 0 ? [digits, undefined] : [digits.slice(0, at), digits.slice(at + 1)];
}
