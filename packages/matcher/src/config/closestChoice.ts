// "Did you mean", the one rule of every suggestion (fields, match modes, sheets, columns, files; a flow's nodes, kinds,
// tools, variables, documents): the one choice a name is a slip of (`typoDistance`: Levenshtein, two neighbouring
// letters swapped count as one edit), over letters and digits only. A long frozen list (a big flow's nodes) is read
// once and indexed (deletion neighbourhoods for short names, PassJoin segments for long ones), so asking it once per
// edge stays linear.
import { distance } from 'fastest-levenshtein';

/** Past this many letters a name gets no suggestion: no header is that long, and each comparison costs with its length. */
const LONGEST_NAME = 100;
/** Below this many choices a scan is cheaper than building an index. */
const INDEXED_FROM = 256;
/** Choices up to this many letters are indexed by every way of deleting up to two letters (at most 37 keys each). */
const SHORT_NAME = 8;
/** The most edits any suggestion allows, so the most any index must tolerate. */
const MOST_EDITS = 2;

/** Letters and digits only, lower case, accents off: "Post-Code" and "postcode" read alike. */
function lettersOf(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

interface Choice {
  choice: string;
  letters: string;
}

/**
 * The choice `name` most likely meant: the same once case, spaces and punctuation are set aside, or one or two
 * letters off (at most one in three of its letters; two neighbouring letters swapped count as one). Undefined when no
 * choice is that close, or when two different choices are equally close: then no one of them is clearly meant.
 * A frozen list of many choices is indexed on first use and the index kept with it, so later calls cost little.
 *
 * @example
 *   closestChoice('OrderID', ['Order ID', 'Postcode', 'Recipient']) // "Order ID"
 *   closestChoice('Order', ['Orders', 'Notes']) // "Orders"
 *   closestChoice('ID', ['Zip', 'City']) // undefined: two letters of two is another word
 */
export function closestChoice(name: string, choices: readonly string[]): string | undefined {
  const wanted = lettersOf(name);
  if (wanted === '' || wanted.length > LONGEST_NAME) return undefined;
  const allowed = Math.min(MOST_EDITS, Math.floor(wanted.length / 3));
  // Only a frozen list can be indexed once and trusted later: nothing can change it under the index.
  if (choices.length >= INDEXED_FROM && Object.isFrozen(choices)) {
    return closestOf(wanted, allowed, indexOf(choices).candidates(wanted, allowed));
  }
  return closestOf(wanted, allowed, choices.map((choice) => ({ choice, letters: lettersOf(choice) })));
}

/** The one closest of `candidates` (in the order of the choices), or undefined when none is close or two tie. */
function closestOf(wanted: string, allowed: number, candidates: Iterable<Choice>): string | undefined {
  let best: { choice: string; letters: string; distance: number } | undefined;
  let tied = false;
  for (const { choice, letters } of candidates) {
    if (letters === '' || Math.abs(letters.length - wanted.length) > allowed) continue;
    const edits = typoDistance(wanted, letters);
    if (edits > allowed) continue;
    if (best === undefined || edits < best.distance) {
      best = { choice, letters, distance: edits };
      tied = false;
    } else if (edits === best.distance && letters !== best.letters) tied = true;
  }
  return tied ? undefined : best?.choice;
}

const indexes = new WeakMap<readonly string[], ChoiceIndex>();

function indexOf(choices: readonly string[]): ChoiceIndex {
  let index = indexes.get(choices);
  if (index === undefined) {
    index = new ChoiceIndex(choices);
    indexes.set(choices, index);
  }
  return index;
}

/**
 * Choices by what any name within two slips of them must share: a short name by each way of deleting up to two of its
 * letters (two names within k edits, or one swap, meet after at most k deletions from each), a long one by its three
 * segments (within two edits or one swap, one segment is untouched and moved by at most two places).
 */
class ChoiceIndex {
  private readonly choices: Choice[];
  /** By how many letters were deleted (0, 1, 2): a name allowed one slip meets only choices one deletion away. */
  private readonly byDeletions = [new Map<string, number[]>(), new Map<string, number[]>(), new Map<string, number[]>()];
  private readonly bySegment = new Map<string, number[]>();

  constructor(choices: readonly string[]) {
    this.choices = choices.map((choice) => ({ choice, letters: lettersOf(choice) }));
    this.choices.forEach(({ letters }, at) => {
      if (letters === '' || letters.length > LONGEST_NAME + MOST_EDITS) return;
      if (letters.length <= SHORT_NAME) {
        for (const variant of deletions(letters, MOST_EDITS)) add(this.byDeletions[letters.length - variant.length]!, variant, at);
      } else {
        segments(letters.length).forEach(([from, length], part) => add(this.bySegment, segmentKey(letters.length, part, letters.substr(from, length)), at));
      }
    });
  }

  /** The choices that may be within `allowed` slips of `wanted`, in their order: a superset, checked by the caller. */
  candidates(wanted: string, allowed: number): Choice[] {
    const found = new Set<number>();
    if (wanted.length - allowed <= SHORT_NAME) {
      for (const variant of deletions(wanted, allowed)) {
        for (let deleted = 0; deleted <= allowed; deleted += 1) for (const at of this.byDeletions[deleted]!.get(variant) ?? []) found.add(at);
      }
    }
    for (let length = Math.max(SHORT_NAME + 1, wanted.length - allowed); length <= wanted.length + allowed; length += 1) {
      segments(length).forEach(([from, size], part) => {
        for (let start = Math.max(0, from - MOST_EDITS); start <= from + MOST_EDITS && start + size <= wanted.length; start += 1) {
          for (const at of this.bySegment.get(segmentKey(length, part, wanted.substr(start, size))) ?? []) found.add(at);
        }
      });
    }
    return [...found].sort((a, b) => a - b).map((at) => this.choices[at]!);
  }
}

function add(map: Map<string, number[]>, key: string, at: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

/** `letters` with up to `most` letters deleted, every way (itself included). */
function deletions(letters: string, most: number): Set<string> {
  const found = new Set([letters]);
  let round = [letters];
  for (let deleted = 0; deleted < most; deleted += 1) {
    const next: string[] = [];
    for (const word of round) {
      for (let at = 0; at < word.length; at += 1) {
        const shorter = word.slice(0, at) + word.slice(at + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    round = next;
  }
  return found;
}

/** Three segments (start, length) covering `length` letters. */
function segments(length: number): [number, number][] {
  const first = Math.floor(length / 3);
  const second = Math.floor((length - first) / 2);
  return [[0, first], [first, second], [first + second, length - first - second]];
}

function segmentKey(length: number, part: number, text: string): string {
  return `${length}/${part}/${text}`;
}

/**
 * Edits from `a` to `b` (Levenshtein, by fastest-levenshtein), one when they differ only by two neighbouring letters
 * swapped ("sya" is one slip from "say", not two): the distance `closestChoice`, every "did you mean" of Switchboard,
 * goes by.
 *
 * @example
 *   typoDistance('sya', 'say') // 1
 *   typoDistance('ordr', 'order') // 1
 */
export function typoDistance(a: string, b: string): number {
  if (a.length === b.length && a !== b) {
    let at = 0;
    while (a[at] === b[at]) at += 1;
    if (a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)) return 1;
  }
  return distance(a, b);
}
