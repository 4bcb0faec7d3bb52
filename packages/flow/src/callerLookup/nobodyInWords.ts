// Whether a lookup server's words say nobody was found: "Client not found", "No record found for this number".

// "not found", "not_found", "Not-Found", "notfound" as a word ("notfoundation" is not it).
export const NOT_FOUND_TEXT = /\bnot[\s_-]?found\b/i;

// Words for the caller's record: what a "… not found" message, or a sentence saying nobody, may name.
export const CALLER_WORDS = new Set([
  'client', 'caller', 'customer', 'patient', 'record', 'user', 'contact', 'person', 'account', 'member', 'entry', 'match',
  'phone', 'number', 'data', 'resource', 'result', 'results', 'item', 'id',
]);

// A sentence saying nobody was found is made of these words only, so a name ("Noel Record") or a record's data
// ("No balance due, Ann Lee") is never one: each word it holds that is none of them makes it data.
const NEGATION_WORDS = new Set(['no', 'not', 'zero', 'never', 'cannot', 'unknown', 'unregistered', 'unrecognised', 'unrecognized', 'unidentified', 'unmatched', 'nonexistent']);
// "nobody", "no one", "none", "nothing": a negation and what was looked for in one word.
const NOBODY_WORDS = new Set(['nobody', 'noone', 'none', 'nothing']);
const FINDING_WORDS = new Set([
  'found', 'find', 'located', 'locate', 'match', 'matched', 'matching', 'result', 'results', 'hit', 'exist', 'existing',
  'known', 'unknown', 'recognised', 'recognized', 'unrecognised', 'unrecognized', 'identified', 'unidentified',
  'registered', 'unregistered', 'listed', 'returned', 'file', 'unmatched', 'nonexistent',
]);
const SENTENCE_FILLER_WORDS = new Set([
  'the', 'a', 'an', 'any', 'this', 'that', 'these', 'those', 'such', 'given', 'with', 'for', 'by', 'of', 'in', 'on', 'at',
  'to', 'from', 'under', 'as', 'or', 'and', 'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'does', 'do',
  'did', 'could', 'can', 'will', 'would', 'we', 'i', 'our', 'your', 'you', 'us', 'it', 'its', 'there', 'here', 'yet',
  'currently', 'sorry', 'requested', 'error', 'system', 'database', 'db', 'crm', 'directory', 's', 've',
]);

// Words (any script, so a name in another alphabet is a word too), numbers written with + ( ) - . / and spaces, digits.
const TOKEN = /\+?\(?\d[\d\s()./-]*\d|\d|[\p{L}\p{M}]+/gu;

/**
 * Whether a text says in words that nobody was found: every word of it is a negation, a word for the caller's record,
 * a word of finding or a filler word (a phone number counts as a word for the record), and it holds one of each of
 * the first three. "No record found for this number", "No customer matches +1 555 010 0123", "No results",
 * "Unknown caller", "0 records found" say nobody; "Noel Record", "No balance due, Ann Lee", "Not a member" and
 * "Unknown" do not. Stops at the first word that is none of them, so a large body costs little.
 * @example saysNobodyInWords('Sorry, no customer matches this number.') // true
 * @example saysNobodyInWords('Noel Record') // false
 */
export function saysNobodyInWords(text: string): boolean {
  const normalised = text.replace(/\bcan['’]t\b/giu, 'cannot').replace(/n['’]t\b/giu, ' not').replace(/\bno[\s-]+one\b/giu, 'noone');
  let negation = false;
  let finding = false;
  let record = false;
  // The three must be said in one clause: "No error, record found" says that a record was found.
  let said = false;
  let end = 0;
  for (const match of normalised.matchAll(TOKEN)) {
    const token = match[0];
    if (CLAUSE_BREAK.test(normalised.slice(end, match.index))) {
      said ||= negation && finding && record;
      negation = finding = record = false;
    }
    end = match.index + token.length;
    if (/^[+(\d]/.test(token)) {
      const digits = token.replace(/\D/g, '');
      if (/^0+$/.test(digits)) negation = true;
      // A phone number (7 to 15 digits, E.164's most): the number asked about, echoed.
      else if (digits.length >= 7 && digits.length <= 15) record = true;
      else return false;
      continue;
    }
    const word = token.toLowerCase();
    const roles = [word, singular(word)];
    const isNobody = roles.some((form) => NOBODY_WORDS.has(form));
    const isNegation = isNobody || roles.some((form) => NEGATION_WORDS.has(form));
    const isFinding = roles.some((form) => FINDING_WORDS.has(form));
    const isRecord = isNobody || roles.some((form) => CALLER_WORDS.has(form));
    if (!isNegation && !isFinding && !isRecord && !SENTENCE_FILLER_WORDS.has(word)) return false;
    negation ||= isNegation;
    finding ||= isFinding;
    record ||= isRecord;
  }
  return said || (negation && finding && record);
}

// What parts two clauses between words: a comma, semicolon, colon, "!" or "?", or a full stop before a space.
const CLAUSE_BREAK = /[,;:!?]|\.(\s|$)/;

/** A plural's singular, roughly: "records" → "record", "matches" → "match", "entries" → "entry". */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
