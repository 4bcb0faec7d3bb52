// "Did you mean", the one rule of every suggestion (fields, match modes, sheets, columns, files; a flow's nodes, kinds,
// tools, variables, documents): the one choice a name is a slip of (`typoDistance`: Levenshtein, two neighbouring
// letters swapped count as one edit), over letters and digits only. A long frozen list (a big flow's nodes) is read
// once into a trie searched with a bounded edit distance (one slip first, then two), so asking it once per edge does
// not compare every name.
import { distance } from 'fastest-levenshtein';

/** Past this many letters a name gets no suggestion: no header is that long, and each comparison costs with its length. */
const LONGEST_NAME = 100;
/** Below this many choices a scan is cheaper than building an index. */
const INDEXED_FROM = 256;
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
    return indexOf(choices).closest(wanted, allowed);
  }
  return closestOf(wanted, allowed, choices.map((choice) => ({ choice, letters: lettersOf(choice) })));
}

/** The one closest of `candidates` (in the order of the choices), or undefined when none is close or two tie. */
function closestOf(wanted: string, allowed: number, candidates: Iterable<Choice>): string | undefined {
  return closestMeasured(wanted, allowed, candidates).choice;
}

/**
 * `closestOf`, with the fewest edits any candidate within `allowed` is away (undefined when none is): what the
 * indexed search stops on, read from the one measure of each candidate.
 */
function closestMeasured(wanted: string, allowed: number, candidates: Iterable<Choice>): { choice: string | undefined; fewest: number | undefined } {
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
  return { choice: tied ? undefined : best?.choice, fewest: best?.distance };
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

interface TrieNode {
  children: Map<string, TrieNode>;
  /** The choices whose letters end here, by their place in the list. */
  ends: number[];
}

/**
 * Choices' letters in a trie, searched with a bounded edit distance (adjacent swaps as one edit): names sharing a
 * long start (`collect_account_number_1` … `_20000`) share its nodes, and a branch is left as soon as every prefix of
 * the name is more slips away than allowed. The distance counted is never more than `typoDistance`, so what it
 * finds is a superset of what `closestOf` keeps.
 */
class ChoiceIndex {
  private readonly choices: Choice[];
  private readonly root: TrieNode = { children: new Map(), ends: [] };

  constructor(choices: readonly string[]) {
    this.choices = choices.map((choice) => ({ choice, letters: lettersOf(choice) }));
    this.choices.forEach(({ letters }, at) => {
      if (letters === '' || letters.length > LONGEST_NAME + MOST_EDITS) return;
      let node = this.root;
      for (const letter of letters) {
        let child = node.children.get(letter);
        if (child === undefined) {
          child = { children: new Map(), ends: [] };
          node.children.set(letter, child);
        }
        node = child;
      }
      node.ends.push(at);
    });
  }

  /**
   * `closestChoice` over this list. The fewest slips are looked for first: a choice one slip away is the answer (or a
   * tie) whatever lies two away, and a search allowing one slip leaves most of a big trie unvisited where one allowing
   * two walks every branch sharing a long start (20,000 `collect_account_number_<i>`: each digit below is one slip).
   */
  closest(wanted: string, allowed: number): string | undefined {
    let answer: string | undefined;
    for (let slips = 0; slips <= allowed; slips += 1) {
      const found = this.candidates(wanted, slips);
      if (found.length === 0) continue;
      const { choice, fewest } = closestMeasured(wanted, allowed, found);
      answer = choice;
      // The trie's count is never more than typoDistance, so every choice truly within `slips` is among those found:
      // when one is, the closest (or a tie) is settled, and those further off cannot change it.
      if (fewest !== undefined && fewest <= slips) break;
    }
    return answer;
  }

  /** The choices within `allowed` slips of `wanted`, in their order: a superset, checked by the caller. */
  candidates(wanted: string, allowed: number): Choice[] {
    const found: number[] = [];
    const width = wanted.length + 1;
    // One row of the edit-distance table per depth of the trie, reused: a walk allocates nothing per node.
    const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, at) => at)];
    // Only cells within `allowed` of the diagonal can be within `allowed`; those beside the band read as one too many.
    const tooMany = allowed + 1;
    const walk = (node: TrieNode, depth: number, letter: string, before: string | undefined): void => {
      const above = rows[depth - 1]!;
      const twoAbove = depth > 1 ? rows[depth - 2] : undefined;
      const row = rows[depth] ?? (rows[depth] = new Int32Array(width));
      row[0] = depth;
      const from = Math.max(1, depth - allowed);
      const to = Math.min(width - 1, depth + allowed);
      if (from > 1) row[from - 1] = tooMany;
      if (to + 1 < width) row[to + 1] = tooMany;
      let least = from > 1 ? tooMany : depth;
      for (let at = from; at <= to; at += 1) {
        let edits = Math.min(above[at]! + 1, row[at - 1]! + 1, above[at - 1]! + (wanted[at - 1] === letter ? 0 : 1));
        if (twoAbove !== undefined && at > 1 && wanted[at - 1] === before && wanted[at - 2] === letter) edits = Math.min(edits, twoAbove[at - 2]! + 1);
        row[at] = edits;
        if (edits < least) least = edits;
      }
      if (to === width - 1 && row[width - 1]! <= allowed) found.push(...node.ends);
      if (least > allowed) return;
      for (const [next, child] of node.children) walk(child, depth + 1, next, letter);
    };
    for (const [letter, child] of this.root.children) walk(child, 1, letter, undefined);
    return found.sort((a, b) => a - b).map((at) => this.choices[at]!);
  }
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
