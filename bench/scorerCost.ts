// Where a hybrid lookup's time goes, against what the scorer itself costs: for one generated table, the same novel
// queries are asked (1) as the benchmark asks them, (2) of a lookup that retrieves at min_score at once (no
// higher threshold first), (3) again, with every memo warm; and (4) each heard piece is compared once with the
// whole vocabulary, as the index does it at a piece's first meeting in a vocabulary under 1,024 words (sounds
// through the pronunciation trie, then the scorer's word comparer), nothing else: no value is looked at.
// `docs/performance.md` reads these figures.
//
//   npx tsc -b && npx tsx bench/scorerCost.ts [--size=10000] [--queries=1000]
import { writeFile } from 'node:fs/promises';
import { loadDocument } from '@switchboard/matcher';
import { prepareHeardValue, prepareValue, type PreparedWord } from '../packages/matcher/dist/scoring/preparedValue.js';
import { WordComparer } from '../packages/matcher/dist/scoring/wordSimilarity.js';
import { PronunciationTrie } from '../packages/matcher/dist/index/PronunciationTrie.js';
import { ensureCustomerTable, generateCustomers } from './performance/generateTable.js';
import { BENCH_TOOLS, writeLookupDocument } from './performance/lookupDocument.js';
import { benchQueries, type NameQuery } from './performance/speechErrors.js';
import { percentile } from './performance/stats.js';
import { scriptOptionsOrExit } from './performance/scriptOptions.js';

const WARM_UP_MS = 1000;
// confident_score 92 - margin 18 + 1 = 75 = min_score: no threshold above min_score is tried (`TableLookup.answer`).
const NO_LADDER_MARGIN = 18;
const AT_ONCE_TOOL = 'find_customer_at_min_score';

const { values } = scriptOptionsOrExit(process.argv.slice(2), ['size', 'queries'], [], 'usage: npx tsx bench/scorerCost.ts [--size=10000] [--queries=1000]');
const size = Number(values.size ?? 10_000);
const count = Number(values.queries ?? 1000);

const customers = generateCustomers(size);
const documentPath = await writeLookupDocument(await ensureCustomerTable(size, customers));
// The benchmark's document, plus the name lookup retrieving at min_score at once.
const { readFile } = await import('node:fs/promises');
const document = JSON.parse(await readFile(documentPath, 'utf8')) as { lookups: Record<string, unknown>[] };
const nameLookup = document.lookups.find((lookup) => lookup.tool_name === BENCH_TOOLS.hybridName.tool)!;
document.lookups.push({ ...nameLookup, tool_name: AT_ONCE_TOOL, confident_margin: NO_LADDER_MARGIN });
const atOncePath = documentPath.replace(/\.lookup\.json$/, '.at-once.lookup.json');
await writeFile(atOncePath, `${JSON.stringify(document, null, 2)}\n`);

// The timed queries leave out the warm-up's, so none has been asked before.
const sets = benchQueries(customers, count);
const queries = sets.queries.names;
const warmUp = sets.warmUp.names;
const vocabulary = new Map<string, PreparedWord>();
for (const customer of customers) for (const word of prepareValue(customer.fullName).words) vocabulary.set(word.text, word);
const words = [...vocabulary.values()];

const param = BENCH_TOOLS.hybridName.param;
const ladder = await loadDocument(atOncePath, { maxRows: 10_000_000 });
const atOnce = await loadDocument(atOncePath, { maxRows: 10_000_000 });
const asLanded = (query: NameQuery): unknown => ladder.call(BENCH_TOOLS.hybridName.tool, { [param]: query.heardName });
const retrievedAtOnce = (query: NameQuery): unknown => atOnce.call(AT_ONCE_TOOL, { [param]: query.heardName });
const comparer = new WordComparer('both', undefined, undefined);
const trie = new PronunciationTrie(words);
const sounds = new Float64Array(words.length);
const hasSounds = (word: PreparedWord): boolean => word.phonemes.length > 0 && word.pronunciations.every((codes) => codes.length > 0);
const vocabularyOnce = (query: NameQuery): number => {
  const heard = prepareHeardValue(query.heardName);
  const pieces = heard.words.length > 1 ? [...heard.words, heard.joined, ...heard.adjacentPairs] : [...heard.words];
  let sum = 0;
  for (const piece of pieces) {
    const withSounds = hasSounds(piece);
    if (withSounds) trie.soundSimilaritiesFrom(piece, 0, 0xffff, sounds);
    for (let slot = 0; slot < words.length; slot++) {
      const word = words[slot]!;
      sum += withSounds && hasSounds(word) ? comparer.similarityWithSound(piece, word, sounds[slot]!) : comparer.unmemoised(piece, word);
    }
  }
  return sum;
};

function timed(ask: (query: NameQuery) => unknown): number[] {
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    ask(query);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const line = (what: string, times: number[]): string =>
  `${what.padEnd(52)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(6)} ms`;

for (const ask of [asLanded, retrievedAtOnce, vocabularyOnce]) {
  const start = Date.now();
  while (Date.now() - start < WARM_UP_MS) for (const query of warmUp) ask(query);
}
console.log(`${size} rows, ${words.length} distinct name words, ${queries.length} queries never asked before`);
console.log(line('hybrid name lookup, as the benchmark asks it', timed(asLanded)));
console.log(line('the same, retrieving at min_score at once', timed(retrievedAtOnce)));
console.log(line('the first lookup asked again (memos warm)', timed(asLanded)));
console.log(line('and again', timed(asLanded)));
console.log(line('each heard piece against the whole vocabulary, once', timed(vocabularyOnce)));
