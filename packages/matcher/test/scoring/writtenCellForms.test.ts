// A table's email addresses and phone numbers, written and not said, are read without the general path's passes
// (`writtenAddressForms`, `writtenNumberForms`): the two must agree on every value the fast paths take, and the fast
// paths must leave to the general path every value whose words a pass would change.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { generalForms, prepareForms, writtenAddressForms, writtenNumberForms } from '../../src/scoring/preparedValue.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);

// Ordinary mailbox words, and words some pass reads: titles, NATO words, numbers said in words, "as in", "x ray",
// letters, number labels, "at", "plus", words of O's a recogniser may write for zeros.
const WORDS = [
  'mary', 'Smith', 'harper', 'OBrien', 'Lee', 'jo', 'Caitlin', 'example', 'com', 'co', 'uk', 'acme', 'mail', 'Tenley', 'Fortune',
  'Dr', 'Jr', 'III', 'Sir', 'mr', 'one', 'Two', 'twenty', 'fifteen', 'oh', 'o', 'oo', 'ooo', 'double', 'triple', 'for', 'to', 'too',
  'as', 'in', 'like', 'x', 'ray', 'xray', 'a', 'k', 'Alpha', 'Bravo', 'Victor', 'hundred', 'thousand', 'nought', 'Bee', 'See', 'ay',
  'phone', 'tel', 'mob', 'ext', 'extension', 'at', 'plus', 'dot', 'won', 'ate', 'tree', 'niner', 'mailto',
];
const NUMBERS = ['', '', '1', '7', '43', '07', '00', '1990', '5550100123'];

const address = fc.record({
  local: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
  localMarks: fc.array(fc.constantFrom('.', '-', '_', '.'), { minLength: 3, maxLength: 3 }),
  number: fc.constantFrom(...NUMBERS),
  domain: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  domainMarks: fc.array(fc.constantFrom('.', '-', '.'), { minLength: 2, maxLength: 2 }),
}).map(({ local, localMarks, number, domain, domainMarks }) =>
  `${local.map((word, i) => (i === 0 ? word : `${localMarks[i - 1]}${word}`)).join('')}${number}@${domain.map((word, i) => (i === 0 ? word : `${domainMarks[i - 1]}${word}`)).join('')}`);

const phone = fc.tuple(
  fc.constantFrom('', '+', '+1 ', '(', '1-', '00'),
  fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 5 }),
  fc.array(fc.constantFrom(' ', '-', '.', ') ', '  ', '/', ' x', ' ext. ', ', '), { minLength: 4, maxLength: 4 }),
).map(([lead, groups, marks]) => `${lead}${groups.map((group, i) => (i === 0 ? group : `${marks[i - 1]}${group}`)).join('')}`);

/** Every field and every line of the matcher's CSV fixtures: the cells real tables hold. */
function fixtureCells(): string[] {
  const cells: string[] = [];
  for (const name of readdirSync(FIXTURES)) {
    if (!name.endsWith('.csv')) continue;
    for (const line of readFileSync(new URL(name, FIXTURES), 'utf8').split(/\r?\n/)) cells.push(line, ...line.split(/[,;\t]/).map((field) => field.replace(/^"|"$/g, '')));
  }
  return cells;
}

describe('written cells read on the fast path', () => {
  test.each([
    ['email addresses', address, writtenAddressForms],
    ['phone numbers', phone, writtenNumberForms],
  ] as const)('%s give what the general path gives', (_kind, values, fastPath) => {
    let taken = 0;
    fc.assert(fc.property(values, (cell) => {
      const fast = fastPath(cell);
      if (fast !== undefined) taken += 1;
      // The general path's forms computed once, and both checks in one expect: 5,000 runs of three general reads and
      // two expects took three times as long.
      const general = generalForms(cell, true);
      expect({ cell, fastPath: fast ?? general, prepared: prepareForms(cell) }).toEqual({ cell, fastPath: general, prepared: general });
    }), { numRuns: 5000 });
    // (The fast path took a good share: the property was tested on it, not only on the general path.)
    expect(taken).toBeGreaterThan(500);
  });

  test("every cell of the fixtures' tables gives what the general path gives", () => {
    const cells = fixtureCells();
    let taken = 0;
    for (const cell of cells) {
      const fast = writtenAddressForms(cell) ?? writtenNumberForms(cell);
      if (fast === undefined) continue;
      taken += 1;
      expect({ cell, forms: fast }).toEqual({ cell, forms: generalForms(cell, true) });
    }
    expect(taken).toBeGreaterThan(20);
  });

  test('take written addresses and numbers and leave the rest', () => {
    expect(writtenAddressForms('Mary.Smith43@Example.com')).toEqual({
      text: 'mary smith43 example com', digits: null, code: null, canonical: 'mary smith43 example com', wordTexts: ['mary', 'smith43'], domain: 'example.com',
    });
    expect(writtenNumberForms('(555) 201-1234')).toEqual({ text: '555 201 1234', digits: '5552011234', code: null, canonical: '555 201 1234', wordTexts: ['555', '201', '1234'], domain: null });
    for (const other of ['one.two@example.com', 'dr.lee@example.com', 'oo43@example.com', 'Mary Lee <mary.lee@acme.com>', 'mailto:mary@acme.com', 'mary.lee', 'a.lee@acme.com', 'Mary Smith', '']) {
      expect({ other, fast: writtenAddressForms(other) }).toEqual({ other, fast: undefined });
    }
    for (const other of ['555-010-0150 / 555-010-0151', '555 010 0123 x204', 'mobile: 555-010-0100', 'five five five', 'A1001', '()', '']) {
      expect({ other, fast: writtenNumberForms(other) }).toEqual({ other, fast: undefined });
    }
  });
});
