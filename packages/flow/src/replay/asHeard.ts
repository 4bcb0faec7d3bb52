// Speech text as a `says` expectation compares it: the words a caller hears, not how the text was typed.

// Typographic forms a flow author or a model writes for the same mark: curly quotes, dashes, the ellipsis character.
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
// Sentence punctuation, quotes and brackets at either edge of a word: a pause or nothing to the caller. Marks inside a
// word (`5.00`, `10:30`, `don't`) and signs (`$`, `#`, `*`) are kept: they change what is said.
const EDGE_PUNCTUATION = /(?<=^|\s)[.,;:!?'"()[\]«»¿¡。、，！？…]+|[.,;:!?'"()[\]«»¿¡。、，！？…]+(?=\s|$)/g;

/**
 * `text` as heard: one Unicode form, lower case, curly quotes and dashes written plain, sentence punctuation at a
 * word's edge left out, one space between words.
 *
 * @example
 * asHeard('Thank you, Caitlin Myers.'); // 'thank you caitlin myers'
 * asHeard('We don’t open — sorry…'); // "we don't open - sorry"
 * asHeard('That is $5.00, at 10:30.'); // 'that is $5.00 at 10:30'
 */
export function asHeard(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .replace(EDGE_PUNCTUATION, '')
    .replace(/\s+/g, ' ')
    .trim();
}
