// A surname's prefix written apart by a recogniser: "kevin mc leod" for Kevin MacLeod, "ronan o neill" for Ronan
// O'Neill. Scored apart, the prefix is a word of its own that no cell holds, and the name meant falls under
// confident_score (Kevin MacLeod 89 against Kevin Leeds 86); joined, it is the surname as the table writes it.
import { normaliseText } from './normaliseText.js';

const MAY_HAVE_PREFIX = /(?:^|[^\p{L}\p{N}])(?:mc|mac|o|oh|m[\s.]+c\.?)(?:$|[^\p{L}\p{N}])/iu;
// The prefix, then what parts it from the next word (a space, an apostrophe written with a space, "o' neill", a pause
// or a hyphen the recogniser put there, "mc, leod", "mc-leod").
const PREFIX_APART = /(?<![\p{L}\p{N}'\u2019])(mc|mac|o|oh|m(?:\.\s*|\s+)c\.?)(?:['\u2019]?[\s,-]+)(\p{L}[\p{L}'\u2019]*)/giu;

/**
 * The text with a surname's prefix said apart joined to the word after it: "Mc" always ("kevin mc leod" → "kevin
 * mcleod": no name is the word "Mc" alone), unless the column holds the word "mc"; "Mac", "O" and "oh" only when the
 * column holds the word joined ("ronan o neill" → "ronan O'neill" where a cell is O'Neill; "Mac" is a first name too,
 * "O" an initial, "oh" a letter's name or a surname), "Mac" also when it holds the word with "Mc" and not "Mac" alone
 * ("mary mac donald" → "mary macdonald" where a cell is McDonald); "M C" spelled as letters when the column holds
 * the word with "Mc" or "Mac" ("kevin m c leod" → "kevin mcleod" where a cell is MacLeod; else two initials).
 *
 * @example
 *   withNamePrefixesJoined('kevin mc leod') // 'kevin mcleod'
 *   withNamePrefixesJoined('ronan o neill', (word) => word === 'oneill') // "ronan O'neill"
 */
export function withNamePrefixesJoined(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_HAVE_PREFIX.test(heard)) return heard;
  return heard.replace(PREFIX_APART, (said, prefix: string, word: string) => {
    const lower = prefix.toLowerCase();
    const rest = normaliseText(word);
    // "Mc- McDonald": the prefix broken off and the name said again whole (`withoutRestarts`), not "McMcDonald".
    if (/^(?:mc|mac|o['\u2019])/u.test(word.toLowerCase())) return said;
    if (lower === 'mc') return holds('mc') ? said : `${prefix}${word}`;
    // "M C Leod": "Mc" spelled as letters, or two initials ("John M C Smith"): the prefix only where a cell has it.
    if (lower !== 'mac' && lower.startsWith('m')) return holds(`mc${rest}`) || holds(`mac${rest}`) ? `${prefix[0]}c${word}` : said;
    // "Mac Donald" where the column writes McDonald: one name, "Mac" and "Mc" written alike, unless "Mac" is a name
    // of the column's own (a first name).
    if (lower === 'mac') return holds(`mac${rest}`) || (holds(`mc${rest}`) && !holds('mac')) ? `${prefix}${word}` : said;
    const joined = `O'${word}`;
    return holds(normaliseText(joined)) ? joined : said;
  });
}
