// How a column reads its numbers, as phones or as ids, when its header is not in English or says nothing, and when the
// document says which (`numbers`): fixtures/kundennummern.csv, a German export (a byte-order mark, semicolons, CRLF),
// through a lookup document over the real file.
import { describe, expect, test } from '@jest/globals';
import type { LookupResult } from '@switchboard/matcher';
import { codesOf, documentWith } from './support/documentWith.js';
import { numbersOfHeader } from '../src/scoring/numberReading.js';

const MODES = ['exact', 'fuzzy', 'phonetic', 'hybrid'] as const;
const FIXTURE = 'kundennummern.csv';

/** The result in short: its kind and the first row's name. */
const brief = (result: LookupResult): string => {
  if (result.result === 'confident') return `confident ${result.row.Name}`;
  if (result.result === 'ambiguous') return `ambiguous ${result.candidates.map((c) => c.row.Name).join(', ')}`;
  return result.result;
};

describe('a header in another language', () => {
  test.each([
    ['Kundennummer', 'ids'], ['Kunden-Nr.', 'ids'], ['Kundennr', 'ids'], ['Vertragsnummer', 'ids'], ['Mitgliedsnr', 'ids'],
    ['Hausnummer', 'ids'], ['Klantnummer', 'ids'], ['Ordernummer', 'ids'], ['N° client', 'ids'], ['Numéro de compte', 'ids'],
    ['Número de cuenta', 'ids'], ['Nº de socio', 'ids'], ['Codice cliente', 'ids'], ['Número do cliente', 'ids'], ['Polisnummer', 'ids'],
    ['Telefonnummer', 'phones'], ['Telefonnr', 'phones'], ['Handynummer', 'phones'], ['Rufnummer', 'phones'], ['Mobilnummer', 'phones'],
    ['Telefoonnummer', 'phones'], ['Téléphone', 'phones'], ['Teléfono móvil', 'phones'], ['Celular', 'phones'], ['Cellulare', 'phones'],
    ['Telefon Kunde', 'phones'], ['Nummer', 'phones'], ['Nr', 'phones'], ['Codice', 'phones'], ['Postleitzahl', 'phones'],
  ])('%j reads its numbers as %s', (header, reading) => {
    expect(numbersOfHeader(header)).toBe(reading);
  });
});

describe('a German customer file', () => {
  const lookups = [
    ...MODES.map((mode) => ({ tool_name: `kunde_${mode}`, search_column: 'Kundennummer', param_name: 'nummer', match_mode: mode })),
    ...MODES.map((mode) => ({ tool_name: `nummer_${mode}`, search_column: 'Nummer', param_name: 'nummer', match_mode: mode })),
    ...MODES.map((mode) => ({ tool_name: `nummer_ids_${mode}`, search_column: 'Nummer', param_name: 'nummer', match_mode: mode, numbers: 'ids' })),
    ...MODES.map((mode) => ({ tool_name: `kunde_phones_${mode}`, search_column: 'Kundennummer', param_name: 'nummer', match_mode: mode, numbers: 'phones' })),
    {
      tool_name: 'name_und_nummer', search_column: 'Name', param_name: 'kunde',
      additional_search_columns: [{ column: 'Nummer', param_name: 'nummer', numbers: 'ids' }],
    },
    { tool_name: 'name_und_nummer_header', search_column: 'Name', param_name: 'kunde', additional_search_columns: [{ column: 'Nummer', param_name: 'nummer' }] },
  ];
  const load = async () => (await documentWith({ files: [FIXTURE], lookups }, [FIXTURE])).doc;

  test('loads without a problem', async () => {
    expect(codesOf(await load())).toEqual([]);
  });

  test.each(MODES)('%s: a column headed "Kundennummer" reads ids: seven digits of a customer number find nobody', async (mode) => {
    const doc = await load();
    expect(brief(doc.call(`kunde_${mode}`, { nummer: '2000008' }))).toBe('not_found');
    expect(brief(doc.call(`kunde_${mode}`, { nummer: '1232000008' }))).toBe('confident Anna Müller');
  });

  test.each(MODES)('%s: "numbers": "ids" makes a column headed "Nummer" read ids, where its header alone reads phones', async (mode) => {
    const doc = await load();
    expect(brief(doc.call(`nummer_${mode}`, { nummer: '2000008' }))).toBe('confident Anna Müller');
    expect(brief(doc.call(`nummer_ids_${mode}`, { nummer: '2000008' }))).toBe('not_found');
    expect(brief(doc.call(`nummer_ids_${mode}`, { nummer: '1232000008' }))).toBe('confident Anna Müller');
  });

  test.each(MODES)('%s: "numbers": "phones" makes a column headed as ids read phones', async (mode) => {
    const doc = await load();
    expect(brief(doc.call(`kunde_phones_${mode}`, { nummer: '2000008' }))).toBe('confident Anna Müller');
  });

  test('an additional column reads as its own "numbers" says', async () => {
    const doc = await load();
    expect(brief(doc.call('name_und_nummer', { kunde: 'Anna Müller', nummer: '2000008' }))).toBe('not_found');
    expect(brief(doc.call('name_und_nummer', { kunde: 'Anna Müller', nummer: '1232000008' }))).toBe('confident Anna Müller');
    expect(brief(doc.call('name_und_nummer_header', { kunde: 'Anna Müller', nummer: '2000008' }))).toBe('confident Anna Müller');
  });
});

describe('"numbers" in a lookup document', () => {
  test('"IDS" and "Phones" are read case aside', async () => {
    const lookups = [
      { tool_name: 'a', search_column: 'Nummer', numbers: 'IDS' },
      { tool_name: 'b', search_column: 'Kundennummer', numbers: 'Phones' },
    ];
    const { doc } = await documentWith({ files: [FIXTURE], lookups }, [FIXTURE]);
    expect(codesOf(doc)).toEqual([]);
    expect(brief(doc.call('a', { nummer: '2000008' }))).toBe('not_found');
    expect(brief(doc.call('b', { kundennummer: '2000008' }))).toBe('confident Anna Müller');
  });

  test('anything else is NUMBERS_UNKNOWN naming the field and the two choices, and the lookup is disabled', async () => {
    const lookups = [
      { tool_name: 'a', search_column: 'Nummer', numbers: 'phone' },
      { tool_name: 'b', search_column: 'Name', additional_search_columns: [{ column: 'Nummer', numbers: 7 }] },
      { tool_name: 'c', search_column: 'Nummer' },
    ];
    const { doc } = await documentWith({ files: [FIXTURE], lookups }, [FIXTURE]);
    const issues = doc.status().issues;
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['NUMBERS_UNKNOWN', 'lookups[0].numbers'],
      ['NUMBERS_UNKNOWN', 'lookups[1].additional_search_columns[0].numbers'],
    ]);
    expect(issues[0]!.message).toBe('Unknown numbers "phone": use "phones" (a number said without its area or country code is the same number) or "ids" (the same digits only) (did you mean "phones"?).');
    expect(issues[1]!.message).toContain('Unknown numbers 7: use "phones"');
    expect(() => doc.call('a', { nummer: '2000008' })).toThrow(/unavailable/);
    expect(brief(doc.call('c', { nummer: '2000008' }))).toBe('confident Anna Müller');
  });
});
