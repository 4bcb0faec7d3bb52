// Queries as a speech recogniser would hand them over: true names perturbed by the errors transcripts really show.
import type { Customer } from './generateTable.js';
import { HOMOPHONE_GROUPS, NICKNAMES } from './names.js';
import { seededRandom, type Random } from './prng.js';

/** The kinds of recogniser error a name query carries. */
export const SPEECH_ERROR_KINDS = [
  'homophone',
  'dropped_letter',
  'doubled_letter',
  'vowel_swap',
  'split_word',
  'joined_words',
  'missing_first_name',
  'nickname',
] as const;
export type SpeechErrorKind = (typeof SPEECH_ERROR_KINDS)[number];

/** A name (and city) as heard, with the row it was said about. */
export interface NameQuery {
  kind: SpeechErrorKind;
  heardName: string;
  heardCity: string;
  targetRow: number;
}

/** An exact-key query: an account id or a phone number as said, possibly for no row at all. */
export interface KeyQuery {
  heard: string;
  /** The row it was read from, or undefined for a key no row holds. */
  targetRow: number | undefined;
}

export interface QuerySet {
  names: NameQuery[];
  accountIds: KeyQuery[];
  phones: KeyQuery[];
}

const QUERY_SEED = 6061;
/** Other callers, for warming a process up before timing. */
export const WARM_UP_SEED = 9241;
// The name + city lookup's own callers: it shares the name column's index (and memos) with the name lookup, so
// asking it the name lookup's queries would ask that index again what it has just answered.
const CITY_QUERY_SEED = 7177;
const CITY_WARM_UP_SEED = 8363;
// Callers who say their name within a sentence: their own names, none another lookup of the run was asked.
const SENTENCE_QUERY_SEED = 5309;
const SENTENCE_WARM_UP_SEED = 4447;
/** How many callers say their name within a sentence, timed (each sentence costs a lookup per run of its words). */
export const SENTENCE_QUERIES = 200;
// What callers say around their name, when asked for it.
const SENTENCES: readonly ((name: string) => string)[] = [
  (name) => `hi yes my name is ${name} and I'm calling about my bill`,
  (name) => `hello this is ${name} I need to change my address please`,
  (name) => `um yeah it's ${name} calling about the appointment on tuesday`,
  (name) => `I'm calling for my mother her name is ${name}`,
  (name) => `${name} speaking I got a letter about my account`,
];

/**
 * The heard name within one of the sentences callers say (the k-th query's, in turn).
 *
 * @example
 *   inSentence('shawn riley', 0) // "hi yes my name is shawn riley and I'm calling about my bill"
 */
export function inSentence(heardName: string, k: number): string {
  return SENTENCES[k % SENTENCES.length]!(heardName);
}
const VOWELS = 'aeiou';
// Callers give an unknown or misremembered key now and then; the not-found path must be measured too.
const UNKNOWN_KEY_SHARE = 0.1;

const homophonesOf = new Map<string, readonly string[]>();
for (const group of HOMOPHONE_GROUPS) {
  for (const name of group) homophonesOf.set(name.toLowerCase(), group.filter((other) => other !== name));
}

/**
 * What a lookup would take for a query it has already answered: the heard text as the engine reads it (case and
 * punctuation do not matter; a phone number's digits; an account id in capitals).
 *
 * @example
 *   nameKey('Jennnifer  Jackson') === nameKey('jennnifer jackson') // true
 */
export const nameKey = (heard: string): string => heard.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const accountKey = (heard: string): string => heard.toUpperCase();
const phoneKey = (heard: string): string => heard.replace(/\D+/g, '');

/**
 * `count` queries of each kind for a table, deterministic per table size and seed (another seed: other callers, other
 * mishearings, for warming a process up). Targets are drawn uniformly over rows,
 * so common names (and their duplicates) are asked for as often as real callers ask for them. Within each list no two
 * queries are the same query (`nameKey`, an account id, a phone number's digits), and none is one of `exclude`'s (the
 * warm-up's), so a timed pass never asks a lookup a query it has already answered.
 *
 * @example
 *   const warmUp = speechQueries(customers, 200, 9241);
 *   const { names } = speechQueries(customers, 1000, undefined, warmUp);
 *   names[0] // { kind: 'homophone', heardName: 'shawn riley', heardCity: 'boston', targetRow: 4711 }
 */
export function speechQueries(customers: readonly Customer[], count: number, seed = QUERY_SEED, exclude?: QuerySet): QuerySet {
  const random = seededRandom(seed ^ customers.length);
  const names: NameQuery[] = [];
  const accountIds: KeyQuery[] = [];
  const phones: KeyQuery[] = [];
  const seenNames = new Set(exclude?.names.map((query) => nameKey(query.heardName)));
  const seenAccounts = new Set(exclude?.accountIds.map((query) => accountKey(query.heard)));
  const seenPhones = new Set(exclude?.phones.map((query) => phoneKey(query.heard)));
  // A small table may not hold `count` distinct queries of a list; give up long after a real table would be done.
  const maxDraws = 100 * count + 1000;
  for (let draw = 0; names.length < count || accountIds.length < count || phones.length < count; draw += 1) {
    if (draw >= maxDraws) {
      throw new Error(`${customers.length} rows do not give ${count} distinct queries of each kind (got ${names.length} names, ${accountIds.length} account ids, ${phones.length} phones)`);
    }
    const targetRow = random.below(customers.length);
    const customer = customers[targetRow];
    if (!customer) throw new Error(`no row ${targetRow}`);
    const kind = SPEECH_ERROR_KINDS[names.length % SPEECH_ERROR_KINDS.length] ?? 'homophone';
    const name: NameQuery = { ...misheard(random, customer, kind), heardCity: misheardCity(random, customer.city), targetRow };
    const account: KeyQuery = random.chance(UNKNOWN_KEY_SHARE)
      ? { heard: `A${9_100_000 + random.below(800_000)}`, targetRow: undefined }
      : { heard: random.chance(0.5) ? customer.accountId.toLowerCase() : customer.accountId, targetRow };
    const phone: KeyQuery = random.chance(UNKNOWN_KEY_SHARE)
      ? { heard: `${random.below(800) + 200} ${random.below(800) + 200} ${String(random.below(10000)).padStart(4, '0')}`, targetRow: undefined }
      : { heard: customer.phone, targetRow };
    takeNew(names, count, seenNames, nameKey(name.heardName), name);
    takeNew(accountIds, count, seenAccounts, accountKey(account.heard), account);
    takeNew(phones, count, seenPhones, phoneKey(phone.heard), phone);
  }
  return { names, accountIds, phones };
}

function takeNew<Q>(list: Q[], count: number, seen: Set<string>, key: string, query: Q): void {
  if (list.length >= count || seen.has(key)) return;
  seen.add(key);
  list.push(query);
}

function misheard(random: Random, customer: Customer, wanted: SpeechErrorKind): { kind: SpeechErrorKind; heardName: string } {
  const first = customer.firstName;
  const last = customer.surname;
  // A kind that does not apply to this name (no homophone, no nickname) falls back to the next that does.
  const order = [wanted, ...SPEECH_ERROR_KINDS.filter((kind) => kind !== wanted)];
  for (const kind of order) {
    const heard = applyError(random, kind, first, last);
    if (heard !== undefined) return { kind, heardName: asTranscribed(random, heard) };
  }
  throw new Error(`no speech error applies to ${customer.fullName}`);
}

function applyError(random: Random, kind: SpeechErrorKind, first: string, last: string): string | undefined {
  switch (kind) {
    case 'homophone': {
      const firstSounds = homophonesOf.get(first.toLowerCase());
      const lastSounds = homophonesOf.get(last.toLowerCase());
      if (!firstSounds && !lastSounds) return undefined;
      return `${firstSounds ? random.pick(firstSounds) : first} ${lastSounds ? random.pick(lastSounds) : last}`;
    }
    case 'dropped_letter':
      return `${first} ${editWord(random, last, (word, at) => word.slice(0, at) + word.slice(at + 1))}`;
    case 'doubled_letter':
      return `${editWord(random, first, (word, at) => word.slice(0, at + 1) + word.slice(at))} ${last}`;
    case 'vowel_swap': {
      const vowelPositions = [...last].flatMap((letter, at) => (at > 0 && VOWELS.includes(letter) ? [at] : []));
      if (vowelPositions.length === 0) return undefined;
      const at = random.pick(vowelPositions);
      const replacement = random.pick([...VOWELS].filter((vowel) => vowel !== last[at]));
      return `${first} ${last.slice(0, at)}${replacement}${last.slice(at + 1)}`;
    }
    case 'split_word': {
      if (last.length < 6) return undefined;
      const at = 2 + random.below(last.length - 4);
      return `${first} ${last.slice(0, at)} ${last.slice(at)}`;
    }
    case 'joined_words':
      return `${first}${last}`;
    case 'missing_first_name':
      return last;
    case 'nickname': {
      const short = NICKNAMES[first];
      return short ? `${random.pick(short)} ${last}` : undefined;
    }
  }
}

/** Applies `edit` at a letter position away from the word's first letter (recognisers rarely miss the onset). */
function editWord(random: Random, word: string, edit: (word: string, at: number) => string): string {
  if (word.length < 3) return word + word.at(-1);
  return edit(word, 1 + random.below(word.length - 1));
}

/** Recognisers mostly emit lower case without punctuation; some keep the capitals. */
function asTranscribed(random: Random, text: string): string {
  if (random.chance(0.3)) return text;
  return text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/ +/g, ' ').trim();
}

function misheardCity(random: Random, city: string): string {
  const roll = random.next();
  if (roll < 0.6) return city.toLowerCase();
  if (roll < 0.7) return city.replace(/^St\. /, 'Saint ').replace(/^Saint /, 'St ');
  if (roll < 0.85) return editWord(random, city.toLowerCase(), (word, at) => word.slice(0, at) + word.slice(at + 1));
  return city;
}

/** The benchmark's queries: each lookup's timed ones, and other callers' for its warm-up. */
export interface BenchQueries {
  /** For the name lookup (and the exact ones). */
  warmUp: QuerySet;
  queries: QuerySet;
  /** For the name + city lookup: none of them is one of the four lists above or another of its own. */
  cityWarmUp: QuerySet;
  cityQueries: QuerySet;
  /** For the name lookup asked sentences (`inSentence`): names none of the lists above holds. */
  sentenceWarmUp: QuerySet;
  sentenceQueries: QuerySet;
}

/**
 * The queries `npm run bench` asks a table (deterministic per table): no timed query is one asked before it in the
 * run, a warm-up's or another lookup's on the same column.
 *
 * @example
 *   const { queries, cityQueries } = benchQueries(customers)
 */
export function benchQueries(customers: readonly Customer[], count = 1000, warmUpCount = 200, sentenceCount = SENTENCE_QUERIES): BenchQueries {
  const warmUp = speechQueries(customers, warmUpCount, WARM_UP_SEED);
  const queries = speechQueries(customers, count, undefined, warmUp);
  const cityWarmUp = speechQueries(customers, warmUpCount, CITY_WARM_UP_SEED, merged(warmUp, queries));
  const cityQueries = speechQueries(customers, count, CITY_QUERY_SEED, merged(warmUp, queries, cityWarmUp));
  const sentenceWarmUp = speechQueries(customers, Math.min(warmUpCount, sentenceCount), SENTENCE_WARM_UP_SEED, merged(warmUp, queries, cityWarmUp, cityQueries));
  const sentenceQueries = speechQueries(customers, sentenceCount, SENTENCE_QUERY_SEED, merged(warmUp, queries, cityWarmUp, cityQueries, sentenceWarmUp));
  return { warmUp, queries, cityWarmUp, cityQueries, sentenceWarmUp, sentenceQueries };
}

function merged(...sets: readonly QuerySet[]): QuerySet {
  return { names: sets.flatMap((set) => set.names), accountIds: sets.flatMap((set) => set.accountIds), phones: sets.flatMap((set) => set.phones) };
}
