// The benchmark's timed queries are new to the lookup: none repeats another, none was asked in the warm-up.
import { describe, expect, it } from '@jest/globals';
import { generateCustomers } from '../../bench/performance/generateTable.js';
import { benchQueries, inSentence, nameKey, SENTENCE_QUERIES, speechQueries } from '../../bench/performance/speechErrors.js';

describe('speechQueries', () => {
  const customers = generateCustomers(2000);
  const warmUp = speechQueries(customers, 200, 9241);
  const timed = speechQueries(customers, 1000, undefined, warmUp);

  it('gives the number of queries asked for, of each list', () => {
    expect(timed.names).toHaveLength(1000);
    expect(timed.accountIds).toHaveLength(1000);
    expect(timed.phones).toHaveLength(1000);
  });

  it('never repeats a query within a list, as the lookup would read it', () => {
    expect(new Set(timed.names.map((query) => nameKey(query.heardName))).size).toBe(1000);
    expect(new Set(timed.accountIds.map((query) => query.heard.toUpperCase())).size).toBe(1000);
    expect(new Set(timed.phones.map((query) => query.heard.replace(/\D+/g, ''))).size).toBe(1000);
  });

  it('never asks a query of the warm-up', () => {
    const warmNames = new Set(warmUp.names.map((query) => nameKey(query.heardName)));
    const warmAccounts = new Set(warmUp.accountIds.map((query) => query.heard.toUpperCase()));
    const warmPhones = new Set(warmUp.phones.map((query) => query.heard.replace(/\D+/g, '')));
    expect(timed.names.filter((query) => warmNames.has(nameKey(query.heardName)))).toEqual([]);
    expect(timed.accountIds.filter((query) => warmAccounts.has(query.heard.toUpperCase()))).toEqual([]);
    expect(timed.phones.filter((query) => warmPhones.has(query.heard.replace(/\D+/g, '')))).toEqual([]);
  });

  it('is deterministic', () => {
    expect(speechQueries(customers, 1000, undefined, warmUp)).toEqual(timed);
  });

  it('says so when a table is too small for that many distinct queries', () => {
    expect(() => speechQueries(generateCustomers(3), 50)).toThrow(/do not give 50 distinct queries/);
  });

  it('reads case and punctuation as the engine does', () => {
    expect(nameKey('Jennnifer  Jackson')).toBe(nameKey('jennnifer jackson'));
    expect(nameKey("O'Brien-Smith")).toBe('o brien smith');
  });
});

describe('benchQueries', () => {
  const customers = generateCustomers(4000);
  const sets = benchQueries(customers);

  it('gives the name + city lookup names no other list of the run holds (it shares the name column\'s index)', () => {
    const before = [sets.warmUp, sets.queries, sets.cityWarmUp].flatMap((set) => set.names.map((query) => nameKey(query.heardName)));
    const cityTimed = sets.cityQueries.names.map((query) => nameKey(query.heardName));
    expect(cityTimed).toHaveLength(1000);
    expect(new Set(cityTimed).size).toBe(1000);
    expect(cityTimed.filter((name) => before.includes(name))).toEqual([]);
    const cityWarm = new Set(sets.cityWarmUp.names.map((query) => nameKey(query.heardName)));
    expect(sets.warmUp.names.concat(sets.queries.names).filter((query) => cityWarm.has(nameKey(query.heardName)))).toEqual([]);
  });

  it('gives the sentences names no other list of the run holds, each said within a caller\'s sentence', () => {
    const before = [sets.warmUp, sets.queries, sets.cityWarmUp, sets.cityQueries, sets.sentenceWarmUp].flatMap((set) => set.names.map((query) => nameKey(query.heardName)));
    const timed = sets.sentenceQueries.names.map((query) => nameKey(query.heardName));
    expect(timed).toHaveLength(SENTENCE_QUERIES);
    expect(new Set(timed).size).toBe(SENTENCE_QUERIES);
    expect(timed.filter((name) => before.includes(name))).toEqual([]);
    const said = sets.sentenceQueries.names.slice(0, 5).map((query, k) => inSentence(query.heardName, k));
    said.forEach((sentence, k) => expect(sentence).toContain(sets.sentenceQueries.names[k]!.heardName));
    // Five words or more: a sentence to a column of two- and three-word names (`TableLookup.sentenceRuns`).
    expect(new Set(said).size).toBe(5);
    for (const sentence of said) expect(sentence.split(' ').length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the name lookup\'s queries as before', () => {
    expect(sets.queries).toEqual(speechQueries(customers, 1000, undefined, speechQueries(customers, 200, 9241)));
  });
});
