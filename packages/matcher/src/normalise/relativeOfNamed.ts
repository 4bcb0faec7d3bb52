// A caller who names themselves by a relative: "John Smith's wife", "this is Mary, John Smith's wife", "the wife of
// John Smith", "John Smith is my husband". The name said is
// the relative's, not the caller's: scored as heard it lists John Smith (81) for a caller who is not John Smith.
import { withoutLeadIn } from './leadIn.js';

/** Family relations a caller names someone by ("John Smith's wife", "for my mother, Dorothy Williams"). */
export const FAMILY_RELATIONS: readonly string[] = [
  'wife', 'husband', 'son', 'daughter', 'mother', 'mom', 'mum', 'father', 'dad', 'brother', 'sister', 'partner',
  'spouse', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'grandmother', 'grandfather', 'grandma', 'grandpa',
  'grandson', 'granddaughter', 'aunt', 'uncle', 'niece', 'nephew', 'cousin', 'stepson', 'stepdaughter', 'stepmother',
  'stepfather',
];

/**
 * Whether `text` is a family relation or its possessive as the words read it ("wife", "wifes" for "wife's").
 *
 * @example
 *   isRelationOrItsPossessive('wifes') // true
 */
export function isRelationOrItsPossessive(text: string): boolean {
  return FAMILY_RELATIONS.includes(text) || (text.endsWith('s') && FAMILY_RELATIONS.includes(text.slice(0, -1)));
}

/** Whom a caller is to the person they name ("John Smith's wife"). */
const RELATIONS = [...FAMILY_RELATIONS, 'widow', 'widower', 'child', 'kid', 'missus', 'missis', 'hubby'].join('|');
// Cheap test first: most heard values have no relation word.
const MAY_NAME_RELATION = new RegExp(`s['\u2019]?\\s+(?:${RELATIONS})(?![\\p{L}])`, 'iu');
// The person named (one to three words, the last with "'s", "s'" or a plural "s" a recogniser wrote for it), the
// relation, and what follows it.
const RELATIVE_OF = new RegExp(
  String.raw`^(.*?)((?:\p{L}[\p{L}'\u2019-]*\s+){0,2})(\p{L}[\p{L}-]*?)(['\u2019]s|(?<=s)['\u2019]|s)\s+(?:${RELATIONS})(?:[\s-]+in[\s-]+law)?(?![\p{L}])(.*)$`,
  'iu',
);
// "the wife of John Smith", "his wife of" no: the relation, "of", then the person named (one to three words) at the end.
const MAY_SAY_OF = new RegExp(`(?:${RELATIONS})(?:[\\s-]+in[\\s-]+law)?\\s+of\\s`, 'iu');
const RELATION_OF = new RegExp(
  String.raw`^(.*?)(?:\b(?:the|a)\s+)?\b(?:${RELATIONS})(?:[\s-]+in[\s-]+law)?\s+of\s+((?:\p{L}[\p{L}'\u2019-]*\s+){0,2}(\p{L}[\p{L}'\u2019-]*))[\s.!]*$`,
  'iu',
);
// "John Smith is my father": the person named (one to three words), "is my" (or "was my", or "'s my" written into
// the name: "John Smith's my dad"), the relation, what follows; not the relation's own ("John Smith is my father's
// name" names the father, as "my father's name is John Smith" does).
const MAY_SAY_IS_MY = new RegExp(`(?:\\s(?:is|was)|['\u2019]s)\\s+my\\s+(?:${RELATIONS})(?![\\p{L}])`, 'iu');
// "John Smith, he's my father", "John Smith, that's my dad": the pronoun after the pause stands for the person named
// before it.
const PRONOUN_IS_MY = /[\s,.;:!-]+(?:he|she|that)(?:['\u2019]s|\s+is|\s+was)\s+my\s+/iu;
// The caller's own name before the pronoun ("my name is John Smith, she's my wife", "I'm John Smith, he's my son"): the
// pronoun is someone else, and the name the caller's.
const OWN_NAME = /(?:^|[^\p{L}])(?:name\s+is|name['\u2019]s|i['\u2019]?m|i\s+am)\s+(?:[\p{L}'\u2019-]+\s+){0,2}$/iu;
// What leads to the one the call is for ("calling for John Smith, he's my father"): the call is about them.
const CALL_FOR = /(?:^|[^\p{L}])(?:for|about|behalf\s+of)\s+(?:[\p{L}'\u2019-]+\s+){0,2}$/iu;
// What says the account is the person's named next ("the account holder is John Smith, he's my husband", "the account
// is under John Smith, I'm his wife"): the call is about them.
const ACCOUNT_OF = /(?:^|[^\p{L}])account(?:\s+holder)?(?:['\u2019]s|\s+is|\s+was)\s+(?:(?:in|under)\s+)?(?:the\s+name\s+(?:of\s+)?)?(?:[\p{L}'\u2019-]+\s+){0,2}$/iu;
const IS_MY_RELATION = new RegExp(
  String.raw`^(.*?)((?:\p{L}[\p{L}'\u2019-]*\s+){0,2})(\p{L}[\p{L}'\u2019-]*?)(?:\s+(?:is|was)|['\u2019]s)\s+my\s+(${RELATIONS})(?:[\s-]+in[\s-]+law)?(?![\p{L}'\u2019])(.*)$`,
  'iu',
);
// "the account is his", "it's his account", "the account's in his name": the caller says whose account the call is
// about (not after "not": "the account isn't his", "it's not his account").
const MAY_SAY_ACCOUNT = /account/iu;
const ACCOUNT_THEIRS = /(?<!\b(?:not|isn['\u2019]?t|wasn['\u2019]?t)\s+)\b(?:(?:his|her|their)\s+account|account(?:['\u2019]s|\s+is|\s+was)\s+(?:(?:in|under)\s+)?(?:his|hers|theirs|(?:his|her|their)\s+name))(?![\p{L}])/iu;
// "John Smith, I'm his wife": the person named (its last word), "here" or "speaking" ("hi John Smith here, I'm his
// wife"), a pause, "I'm his" or "her", the relation, what follows.
const MAY_SAY_I_AM_THEIR = /(?:^|[^\p{L}])(?:i['\u2019]?m|i\s+am)\s+(?:his|her)\s/iu;
const I_AM_THEIR = new RegExp(
  String.raw`^(.*?)(\p{L}[\p{L}'\u2019-]*)(?:\s+(?:here|speaking))?[\s,.;:!-]*[,.;:!-][\s,.;:!-]*(?:i['\u2019]?m|i\s+am)\s+(?:his|her)\s+(${RELATIONS})(?![\p{L}'\u2019])(.*)$`,
  'iu',
);
// A death said in the call ("John Smith, I'm his wife, he passed away", "I'm John Smith's widow"): the call is about the
// person named, as one whose account is said to be theirs is (`readingOf`).
const DEATH_SAID = /(?:^|[^\p{L}])(?:deceased|died|dead|widow|widower|passed\s+(?:away|on)|(?:he|she|has|had)\s+passed|(?:my|the|his|her|our)\s+late)(?![\p{L}])/iu;
// Words that name no one before "is my …" ("this is my wife", "he is my father", "my name is my father's", "the account
// holder is my wife").
const NO_PERSON = new Set(['this', 'that', 'it', 'he', 'she', 'they', 'who', 'which', 'there', 'here', 'what', 'name', 'account', 'number', 'holder', 'owner']);

// How a caller names the relative after the relation ("John Smith's wife, her name is Mary", "… wife Mary").
const NAMED = /^[\s,.:;!-]*(?:(?:(?:her|his|my|the)\s+)?name\s+is|named|called|it's|it\u2019s|it is|i'm|i\u2019m|i am)?[\s,.:;!-]*/iu;
const NAME = /^\p{L}[\p{L}'\u2019-]*(?:\s+\p{L}[\p{L}'\u2019-]*)?$/u;
// Words a caller says after the name that name no one ("… speaking", "… here", "… calling").
const CLOSING = /(?:[\s,.!]+(?:please|thanks|thank you|speaking|calling|here))+[\s.!]*$/iu;

/**
 * What a caller who names themselves by a relative is looked up by, or undefined when they do not: the relative's
 * name said before or after ("this is Mary, John Smith's wife", "John Smith's wife Mary" → "Mary Smith", a first name
 * alone taking the surname of the person named; "Mary Jones, John Smith's wife" → "Mary Jones"), else the rest of
 * what was said without the person named ("this is Joan Smith and I'm John Smith's wife" → "this is Joan Smith and
 * I'm"), and '' when that is no more than a lead-in ("John Smith's wife": the caller names no one to look up). A "s" without an apostrophe
 * ("john smiths wife") only where the column holds the word without it and not with it; never when the column
 * holds the relation's word (a surname Son, Child).
 *
 * @example
 *   relativeOfNamed("John Smith's wife") // ''
 *   relativeOfNamed("this is Mary, John Smith's wife") // 'Mary Smith'
 *   relativeOfNamed('this is Joan, the wife of John Smith') // 'Joan Smith'
 *   relativeOfNamed('this is Joan, John Smith is my father') // 'Joan Smith'
 *   relativeOfNamed("John Smith's account") // undefined
 */
export function relativeOfNamed(heard: string, holds: (word: string) => boolean = () => false): string | undefined {
  if (MAY_SAY_OF.test(heard)) {
    const of = RELATION_OF.exec(heard);
    if (of !== null && !holds(/(\p{L}+)\s+of\s/iu.exec(heard.slice(of[1]!.length))![1]!.toLowerCase())) {
      return readingOf(of[1]!, '', of[3]!, of[2]!, heard);
    }
  }
  // "John Smith is my father" says what "I'm John Smith's son" does: the caller is the relative of the person named.
  if (MAY_SAY_IS_MY.test(heard)) {
    const read = heard.replace(PRONOUN_IS_MY, ' is my ');
    const isMy = IS_MY_RELATION.exec(read);
    if (isMy !== null && !NO_PERSON.has(isMy[3]!.toLowerCase()) && !holds(isMy[4]!.toLowerCase()) && !CALL_FOR.test(isMy[1]! + isMy[2]!)
      && !ACCOUNT_OF.test(isMy[1]! + isMy[2]!)
      && !(read !== heard && OWN_NAME.test(isMy[1]! + isMy[2]!))) {
      return readingOf(isMy[1]!, isMy[5]!, isMy[3]!, isMy[2]! + isMy[3]!, heard);
    }
  }
  // "John Smith, I'm his wife" says what "John Smith's wife" does (not after "calling about John Smith").
  const selfAs = MAY_SAY_I_AM_THEIR.test(heard) ? I_AM_THEIR.exec(heard) : null;
  // (Only after a word the column holds: "John Smith passed away, I'm his daughter" names no one "Away".)
  if (selfAs !== null && holds(selfAs[2]!.toLowerCase()) && !CALL_FOR.test(selfAs[1]!) && !ACCOUNT_OF.test(selfAs[1]!) && !holds(selfAs[3]!.toLowerCase())) {
    return relativeOfNamed(`${selfAs[1]!}${selfAs[2]!}'s ${selfAs[3]!}${selfAs[4]!}`, holds);
  }
  if (!MAY_NAME_RELATION.test(heard)) return undefined;
  const found = RELATIVE_OF.exec(heard);
  if (found === null) return undefined;
  const [, before = '', , surnameSaid = '', mark = '', after = ''] = found;
  const relation = heard.slice(found.index + found[1]!.length + found[2]!.length + surnameSaid.length + mark.length).trim().split(/[^\p{L}]+/u)[0]!.toLowerCase();
  if (holds(relation)) return undefined;
  const surname = surnameSaid.toLowerCase();
  // ("smiths wife": the plural a recogniser writes for "smith's", only where the column knows "smith" and not "smiths".)
  if (mark === 's' && (!holds(surname) || holds(`${surname}s`))) return undefined;
  return readingOf(before, after, surnameSaid, found[2]! + surnameSaid, heard);
}

/**
 * What to look up for a caller who said `before` and `after` around the person named (`named`, whose surname is
 * `surname`) in `heard`: the person named when the caller says the account is theirs ("I'm John Smith's son, the
 * account is his") or that they died ("John Smith, I'm his wife, he passed away", "I'm John Smith's widow"), else the
 * relative's name, else the rest of what was said, else ''.
 */
function readingOf(before: string, after: string, surname: string, named: string, heard: string): string {
  // (The call is about the person named, as "calling for John Smith, he's my father" is; not when the call is for the
  // relative, "calling for John Smith's wife, about her account", whose account "her" is.)
  const accountTheirs = (MAY_SAY_ACCOUNT.test(after) || MAY_SAY_ACCOUNT.test(before)) && (ACCOUNT_THEIRS.test(after) || ACCOUNT_THEIRS.test(before));
  // (A death said: the bereaved call about the person's account, as "John Smith passed away, I'm his daughter" always
  // found him.)
  if ((accountTheirs || DEATH_SAID.test(heard)) && !CALL_FOR.test(before + named.slice(0, named.length - surname.length))) {
    // (Without the words before the name that the match took for its first ones: "is John Smith" of "this is John
    // Smith's son".)
    return withoutWordsNamingNoOne(named);
  }
  const said = after.replace(CLOSING, '').replace(NAMED, '').trim();
  const relative = NAME.test(said) ? said : said === '' ? nameBefore(before) : undefined;
  if (relative !== undefined) return relative.includes(' ') ? relative : `${relative} ${surname}`;
  // Else the rest of what was said, which may name the caller ("hi, this is Joan Smith, I'm John Smith's wife"), or
  // nothing when it is no more than words around a value: the caller names no one to look up.
  const rest = `${before.replace(LEADING_TO_RELATION, '')} ${after}`.replace(/\s+/gu, ' ').replace(/^[\s,.:;!-]+|[\s,.:;!-]+$/gu, '');
  return rest.toLowerCase().split(/[^\p{L}'\u2019]+/u).some((word) => word.length > 1 && !NAMING_NO_ONE.has(word)) ? rest : '';
}

// What a caller says before the person named, leading to the relation ("… and I'm John Smith's wife").
const LEADING_TO_RELATION = /(?:[\s,.:;!-]|\b(?:and|but|so|i['\u2019]?m|i am|it['\u2019]?s|this is|as|being|for|of))*$/iu;
// Words around a relation that name no one ("I'm calling for John Smith's wife", "this is John Smith's wife here").
const NAMING_NO_ONE = new Set([
  'hi', 'hello', 'hey', 'yes', 'yeah', 'ok', 'okay', 'this', 'is', 'it', 'its', "it's", 'it\u2019s', 'im', "i'm", 'i\u2019m', 'am',
  'calling', 'call', 'speaking', 'here', 'for', 'on', 'behalf', 'of', 'about', 'the', 'a', 'an', 'and', 'just', 'so',
  'well', 'um', 'uh', 'please', 'thanks', 'thank', 'you', 'his', 'her', 'their', 'actually', 'as',
]);

/** `named` without its first words while they name no one ("I'm John Smith" → "John Smith"). */
function withoutWordsNamingNoOne(named: string): string {
  const said = named.trim().split(/\s+/u);
  let at = 0;
  while (at < said.length - 1 && NAMING_NO_ONE.has(said[at]!.toLowerCase())) at++;
  return said.slice(at).join(' ');
}

/**
 * The relative's name said before the person named, a pause between them ("this is Mary, John Smith's wife" →
 * "Mary"), if any.
 */
function nameBefore(before: string): string | undefined {
  if (!/[,.:;!-]\s*$/u.test(before)) return undefined;
  const trimmed = before.replace(/[\s,.:;!-]+$/u, '');
  // (The lead-in read as it would be before a name: "it's" alone, with nothing after it, is no name.)
  const name = withoutLeadIn(`${trimmed} x`).replace(/\s*x$/u, '');
  return NAME.test(name) ? name : undefined;
}
