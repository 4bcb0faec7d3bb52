// `turns: [No, please.]` is two turns in YAML ("No", "please."): finds the flow-style items that read as one sentence.
import { isNode, isScalar, isSeq, type Document, type LineCounter, type Scalar } from 'yaml';

/** Items of a `[ ]` list that most likely were one sentence, cut at its commas. */
export interface SplitSentence {
  /** Index of the first and last item of the sentence. */
  from: number;
  to: number;
  /** Each item's text, and the sentence as written (commas included). */
  items: string[];
  written: string;
  /** The whole list, with the sentence quoted as one item; and with its items quoted each. */
  joined: string;
  apart: string;
}

// A capitalised word a caller opens a sentence with before a comma ("No, thanks", "Yes, please").
const OPENERS = new Set(['no', 'yes', 'yeah', 'hi', 'hello', 'well', 'um', 'uh', 'erm', 'oh', 'okay', 'ok', 'sure', 'thanks', 'sorry', 'actually', 'right']);
// An answer on its own: after one of those, it is more likely a turn of its own ("Hello" then "yes") than the rest of a sentence.
const BARE_ANSWERS = new Set(['yes', 'no', 'yeah', 'yep', 'nope', 'ok', 'okay', 'sure']);
const ENDS_WITHOUT_PUNCTUATION = /[\p{L}\p{N}]$/u;
const STARTS_LOWERCASE = /^\p{Ll}/u;
const ENDS_A_SENTENCE = /[.!?…]$/u;

/**
 * Whether `after` continues the sentence `before` began, the comma between them read by YAML as an item separator:
 * `before` has no punctuation of its own at its end (the comma was it), `after` starts lowercase (a new utterance, a
 * name or a place starts with a capital), and either `after` ends the sentence (`.`, `!`, `?`: written as prose, where
 * `before` was not) or `before` is one word a caller opens a sentence with ("No", "Yes", "Hi") and `after` is more than a
 * bare answer. So `[No, please.]`, `[Yes, that's right.]` and `[No, thanks]` are found; `[Sean Riley, Denver]`,
 * `[Kaitlyn Meyers, yes]`, `[Kaitlyn Meyers, Where is my order?]` and `[yes, no]` are not.
 *
 * @example
 * continuesSentence('No', 'please.'); // true
 * continuesSentence('Kaitlyn Meyers', 'yes'); // false
 */
export function continuesSentence(before: string, after: string): boolean {
  if (!ENDS_WITHOUT_PUNCTUATION.test(before) || !STARTS_LOWERCASE.test(after)) return false;
  if (ENDS_A_SENTENCE.test(after)) return true;
  const opener = /^\p{Lu}\p{L}*$/u.test(before) && OPENERS.has(before.toLowerCase());
  return opener && !BARE_ANSWERS.has(after.toLowerCase());
}

/**
 * The sentences a flow-style list at `path` (`turns: [No, please.]`) holds split into items. Only unquoted items on
 * one line are read: a quoted item, or an item on a line of its own, is written as the author meant it.
 *
 * @example
 * splitSentences(doc, text, lineCounter, ['turns']); // [{ from: 1, to: 2, items: ['No', 'please.'], written: 'No, please.', ... }]
 */
export function splitSentences(doc: Document, text: string, lineCounter: LineCounter, path: readonly (string | number)[]): SplitSentence[] {
  const list: unknown = doc.getIn(path, true);
  if (!isSeq(list) || !list.flow) return [];
  const items = list.items;
  const plain = (index: number): Scalar<string> | undefined => {
    const item = items[index];
    return isScalar(item) && item.type === 'PLAIN' && typeof item.value === 'string' && item.range ? (item as Scalar<string>) : undefined;
  };
  const continues = (index: number): boolean => {
    const before = plain(index);
    const after = plain(index + 1);
    if (!before?.range || !after?.range) return false;
    if (lineCounter.linePos(before.range[1]).line !== lineCounter.linePos(after.range[0]).line) return false;
    return continuesSentence(before.value, after.value);
  };
  const rangeOf = (index: number): readonly [number, number, number] | undefined => {
    const item: unknown = items[index];
    return isNode(item) ? item.range ?? undefined : undefined;
  };
  const writtenOf = (index: number): string => {
    const range = rangeOf(index);
    return range ? text.slice(range[0], range[1]) : '';
  };
  const found: SplitSentence[] = [];
  for (let index = 0; index < items.length - 1; index += 1) {
    if (!continues(index)) continue;
    let to = index + 1;
    while (to < items.length - 1 && continues(to)) to += 1;
    const first = rangeOf(index);
    const last = rangeOf(to);
    if (!first || !last) break;
    const written = text.slice(first[0], last[1]);
    const parts = items.slice(index, to + 1).map((_item, offset) => plain(index + offset)?.value ?? '');
    const listed = (group: string[]) => `[${[...items.keys()].slice(0, index).map(writtenOf).concat(group, [...items.keys()].slice(to + 1).map(writtenOf)).join(', ')}]`;
    found.push({ from: index, to, items: parts, written, joined: listed([JSON.stringify(written)]), apart: listed(parts.map((part) => JSON.stringify(part))) });
    index = to;
  }
  return found;
}
