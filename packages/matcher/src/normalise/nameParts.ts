// A name said by its labelled parts ("last name Myers, first name Caitlin", "the surname is S M I T H and the first
// name is Joan"), as an IVR prompt or a form makes callers say it: the parts in spoken order, first then last.
// Scored as said, the labels are words no row holds and the last-first order costs more: "last name Myers first name
// Caitlin" came back ambiguous at 79 where "Caitlin Myers" is confident at 100.

const APOSTROPHE = "['\u2019]";
// A label: "first name", "surname", "middle name"… with "my", "the", "her"… before it and "is", "'s", a colon or a
// dash after it (or nothing: "surname Myers").
const LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:(?:my|the|her|his|their|your)\s+)?(?:(first|given|christian|middle|last|family)[\s-]+name|(forename)|(surname))(?!\p{L})` +
    String.raw`(?:${APOSTROPHE}s\b|\s+is\b|\s+would be\b)?[\s,:=-]*`,
  'giu',
);
const PART_OF: Readonly<Record<string, Part>> = {
  first: 'first', given: 'first', christian: 'first', forename: 'first', middle: 'middle', last: 'last', family: 'last', surname: 'last',
};
type Part = 'first' | 'middle' | 'last';
// "please", "thanks" after the parts.
const AFTER = /(?:[\s,.!]+(?:please|thanks|thank you))*[\s.,!]*$/iu;
// The words between two parts, before the next label: a pause, "and", "then" ("…, and the first name is").
const BETWEEN = /[\s,;.]*(?:\b(?:and|then)\b[\s,;.]*)?$/iu;
// A part: names ("Mary Ann", "de la Cruz") or a spelling ("S M I T H"), hyphens and apostrophes inside.
const VALUE = /^\p{L}[\p{L}'\u2019-]*(?:[\s.,-]+\p{L}[\p{L}'\u2019-]*)*$/u;
// At most this many words in a part, letters spelled one by one counting as one: "Caitlin I'm calling about my bill"
// is no first name.
const PART_WORDS = 3;
const MAY_LABEL = /name|surname/i;
const PART_END = /\s*[,;.!?]+\s*|\s+and(?!\p{L})/giu;
const SPELLED_BEFORE = /(?:^|[^\p{L}])\p{L}$/u;
const SPELLED_AFTER = /^\p{L}(?:[^\p{L}]|$)/u;
const SPELLED_PART = /^\p{L}(?:[\s.,-]+\p{L}){2,}$/u;

/**
 * The text with a name said by its labelled parts written as the name, first name (a middle name) then last: "last
 * name Myers, first name Caitlin" → "Caitlin Myers", "my surname is Myers and my first name is Caitlin please" →
 * "Caitlin Myers please", "I'm calling for my mother, her last name is Smith and her first name is Joan" → "I'm calling
 * for my mother, Joan Smith". The last part ends at a pause or "and" (what follows is kept); a part spelled becomes
 * its word ("the surname is S M I T H and the first name is Joan" → "Joan Smith"). Each part may be said before its
 * label too ("Caitlin is my first name and Myers is my last name" → "Caitlin Myers": `namedBeforeLabels`), and a
 * surname labelled after the first name and a pause is the name ("Christine, surname Evans" → "Christine Evans":
 * `withSurnameLabelledAfter`). Without a
 * first and a last name, each labelled once and each of at most `PART_WORDS` words, the text is returned as it is.
 *
 * @example
 *   withLabelledName('last name Myers, first name Caitlin') // 'Caitlin Myers'
 *   withLabelledName('Caitlin Myers') // 'Caitlin Myers'
 */
export function withLabelledName(said: string): string {
  if (!MAY_LABEL.test(said)) return said;
  const to = AFTER.exec(said)!.index;
  const labels = [...said.slice(0, to).matchAll(LABEL)];
  if (labels.length === 1) return withSurnameLabelledAfter(said, labels[0]!, to);
  if (labels.length < 2) return said;
  // The parts run from their first label (words said before it are kept as they are) to the end of the last part,
  // a pause or "and" after it ("… first name Caitlin, and I'm calling about my bill": the rest is kept too).
  const named = nameOf(said.slice(0, to), labels);
  if (named !== null) return said.slice(0, labels[0]!.index) + named.name + said.slice(named.end);
  const labelledAfter = namedBeforeLabels(said.slice(0, to));
  return labelledAfter === null ? said : said.slice(0, labelledAfter.start) + labelledAfter.name + said.slice(labelledAfter.end);
}

// A pause right before a label, after a letter ("Christine, surname …").
const PAUSE_BEFORE_LABEL = /\p{L}[\s]*[,;:.]\s*$/u;

/**
 * The text with the one label of a surname said after the first name and a pause left out, with the pause ("Christine,
 * surname Evans" → "Christine Evans", "Christine, my last name is Evans" → "Christine Evans"): the first name is the
 * words before it as said, so nothing moves. As it is when the label names another part (a first name said after the
 * surname, "Evans, first name Christine", is a "Last, First" the name's words read already) or the surname after it
 * is no name of at most `PART_WORDS` words.
 */
function withSurnameLabelledAfter(said: string, label: RegExpMatchArray, to: number): string {
  if (PART_OF[(label[1] ?? label[2] ?? label[3]!).toLowerCase()] !== 'last') return said;
  const before = said.slice(0, label.index);
  if (!PAUSE_BEFORE_LABEL.test(before)) return said;
  const from = label.index! + label[0].length;
  const rest = said.slice(from, to);
  const surname = rest.slice(0, lastPartEnd(rest)).replace(/[\s.,-]+$/u, '');
  if (!VALUE.test(surname) || wordsOf(surname) > PART_WORDS) return said;
  return `${before.replace(/[\s,;:.]+$/u, '')} ${said.slice(from)}`;
}

// A part said before its label: "Caitlin is my first name", "Myers's my surname", "… would be my last name".
const AFTER_ITS_PART = new RegExp(
  String.raw`(?:${APOSTROPHE}s|\s+is|\s+would be)\s+(?:(?:my|the|her|his|their|your)\s+)?(?:(first|given|christian|middle|last|family)[\s-]+name|(forename)|(surname))(?!\p{L})`,
  'giu',
);
// Where the first part said before its label starts: after the last pause before it, else at the start.
const LAST_PAUSE = /^.*[,;:.!?]\s*/su;
// The words before a part said after another: a pause, "and", "then" ("…, and Myers is my last name").
const BETWEEN_BEFORE = /^[\s,;.]*(?:\b(?:and|then)\b[\s,;.]*)?/iu;

/**
 * The name said by its parts each before its label ("Caitlin is my first name and Myers is my last name" → "Caitlin
 * Myers"), with where it starts and ends in `text`, or null when they are not a first and a last name, each said once.
 */
function namedBeforeLabels(text: string): { name: string; start: number; end: number } | null {
  const labels = [...text.matchAll(AFTER_ITS_PART)];
  if (labels.length < 2) return null;
  const parts = new Map<Part, string>();
  let start = 0;
  let from = 0;
  for (const [k, label] of labels.entries()) {
    const value = text.slice(from, label.index);
    // The first part starts after the last pause before it; each other after "and" or a pause.
    const lead = k === 0 ? LAST_PAUSE.exec(value)?.[0].length ?? 0 : BETWEEN_BEFORE.exec(value)![0].length;
    if (k === 0) start = lead;
    if (!partSaid(parts, label, value.slice(lead))) return null;
    from = label.index! + label[0].length;
  }
  const name = nameOfParts(parts);
  return name === null ? null : { name, start, end: from };
}

/**
 * The name the labelled parts say ("Caitlin Myers") and where its last part ends in `text`, or null when they are not
 * a first and a last name, each said once.
 */
function nameOf(text: string, labels: readonly RegExpMatchArray[]): { name: string; end: number } | null {
  const parts = new Map<Part, string>();
  let end = text.length;
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k]!;
    const next = labels[k + 1];
    const from = label.index! + label[0].length;
    let value = text.slice(from, next?.index ?? text.length);
    if (next !== undefined) value = value.slice(0, BETWEEN.exec(value)!.index);
    else {
      value = value.slice(0, lastPartEnd(value));
      end = from + value.length;
    }
    if (!partSaid(parts, label, value)) return null;
  }
  const name = nameOfParts(parts);
  return name === null ? null : { name, end };
}

/**
 * Adds the part `label` names, said as `value`, to `parts`; false when it was said already or is no name of at most
 * `PART_WORDS` words.
 */
function partSaid(parts: Map<Part, string>, label: RegExpMatchArray, said: string): boolean {
  const part = PART_OF[(label[1] ?? label[2] ?? label[3]!).toLowerCase()]!;
  const value = said.replace(/^[\s.,-]+|[\s.,-]+$/g, '');
  if (parts.has(part) || !VALUE.test(value) || wordsOf(value) > PART_WORDS) return false;
  // A part spelled (three letters or more; two are initials as often) is its word, so two parts spelled one after
  // the other stay two words ("J O A N S M I T H" was one); a comma inside a part is a pause, no "Last, First" one.
  parts.set(part, SPELLED_PART.test(value) ? spelledWord(value) : value.replace(/\s*,\s*/g, ' '));
  return true;
}

/** The name of the parts said, first (middle) last, or null without a first and a last name. */
function nameOfParts(parts: ReadonlyMap<Part, string>): string | null {
  const first = parts.get('first');
  const last = parts.get('last');
  if (first === undefined || last === undefined) return null;
  const middle = parts.get('middle');
  return middle === undefined ? `${first} ${last}` : `${first} ${middle} ${last}`;
}

/** Where the last part ends: at the first pause or "and" after it, one between letters spelled ("M, Y, E, R, S") excepted. */
function lastPartEnd(value: string): number {
  for (const pause of value.matchAll(PART_END)) {
    const before = value.slice(0, pause.index);
    const after = value.slice(pause.index + pause[0].length);
    if (SPELLED_BEFORE.test(before) && SPELLED_AFTER.test(after)) continue;
    return pause.index;
  }
  return value.length;
}

/** The words of a part, letters spelled one by one ("S M I T H") counting as one. */
function wordsOf(value: string): number {
  return value.replace(/(?<!\p{L})\p{L}(?:[\s.,-]+\p{L}(?!\p{L}))+/gu, 'x').split(/[\s.,-]+/).length;
}

/** "S M I T H" → "Smith". */
function spelledWord(letters: string): string {
  const word = letters.replace(/[\s.,-]+/g, '').toLowerCase();
  return word[0]!.toUpperCase() + word.slice(1);
}
