// Which words name the same person: the built-in nickname groups plus a document's own aliases.
import { normaliseText } from '../normalise/normaliseText.js';
import { ENGLISH_NICKNAME_GROUPS } from './englishNicknames.js';

/** Word → the words it is an alias of (normalised, both directions). */
export type AliasTable = ReadonlyMap<string, ReadonlySet<string>>;

function addPair(table: Map<string, Set<string>>, a: string, b: string): void {
  if (a === '' || b === '' || a === b) return;
  for (const [from, to] of [[a, b], [b, a]] as const) {
    let set = table.get(from);
    if (set === undefined) table.set(from, (set = new Set()));
    set.add(to);
  }
}

let builtIn: AliasTable | undefined;

/**
 * The built-in English nickname relations (built once, on first use).
 *
 * @example
 *   builtInNicknames().get('bob')?.has('robert') // true
 */
export function builtInNicknames(): AliasTable {
  if (builtIn !== undefined) return builtIn;
  const table = new Map<string, Set<string>>();
  for (const group of ENGLISH_NICKNAME_GROUPS) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) addPair(table, group[i] ?? '', group[j] ?? '');
    }
  }
  builtIn = table;
  return table;
}

/**
 * A document's aliases (name → other names), normalised like cell text; multi-word entries are kept whole.
 *
 * @example
 *   documentAliases(new Map([['Bob', ['Robert']]])).get('robert')?.has('bob') // true
 */
export function documentAliases(aliases: ReadonlyMap<string, readonly string[]>): AliasTable {
  const table = new Map<string, Set<string>>();
  for (const [name, others] of aliases) {
    for (const other of others) addPair(table, normaliseText(name), normaliseText(other));
  }
  return table;
}
