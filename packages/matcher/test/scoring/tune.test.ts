import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyRanked, evaluateThresholds } from '../../src/tune/evaluateThresholds.js';
import type { LabelledQuery, TuneThresholds } from '../../src/tune/labelledQuery.js';
import { readLabels } from '../../src/tune/labelsCsv.js';
import { tuneThresholds } from '../../src/tune/tuneThresholds.js';

const defaults: TuneThresholds = { minScore: 75, confidentScore: 92, confidentMargin: 5, maxCandidates: 5 };
const q = (expected: string | null, ...ranked: Array<[string, number]>): LabelledQuery => ({ expected, ranked: ranked.map(([key, score]) => ({ key, score })) });

describe('classifyRanked follows the lookup rules', () => {
  test.each([
    ['one row far ahead is confident', [['a', 96], ['b', 80]], 'confident'],
    ['a runner-up inside the margin makes it ambiguous', [['a', 96], ['b', 93]], 'ambiguous'],
    ['a runner-up under min_score does not count', [['a', 93], ['b', 70]], 'confident'],
    ['twins with the same key are never confident', [['a', 99], ['a', 80]], 'ambiguous'],
    ['below confident_score is ambiguous', [['a', 90]], 'ambiguous'],
    ['below min_score is not found', [['a', 60]], 'not_found'],
    ['no rows is not found', [], 'not_found'],
  ] as const)('%s', (_name, ranked, result) => {
    expect(classifyRanked(ranked.map(([key, score]) => ({ key, score })), defaults).result).toBe(result);
  });

  test('a tie is never confident, even with confident_margin 0 (as in classify)', () => {
    expect(classifyRanked([{ key: 'a', score: 95 }, { key: 'b', score: 95 }], { ...defaults, confidentMargin: 0 }).result).toBe('ambiguous');
    expect(classifyRanked([{ key: 'a', score: 95 }, { key: 'b', score: 94 }], { ...defaults, confidentMargin: 0 }).result).toBe('confident');
  });

  test('candidates are capped at max_candidates', () => {
    const outcome = classifyRanked([['a', 90], ['b', 89], ['c', 88]].map(([key, score]) => ({ key: key as string, score: score as number })), { ...defaults, maxCandidates: 2 });
    expect(outcome).toEqual({ result: 'ambiguous', candidates: [{ key: 'a', score: 90 }, { key: 'b', score: 89 }] });
  });
});

describe('evaluateThresholds fills the confusion table', () => {
  test('each outcome lands in its cell', () => {
    const c = evaluateThresholds([
      q('a', ['a', 97], ['b', 70]), // confident right
      q('a', ['b', 97], ['a', 70]), // confident wrong
      q('a', ['b', 88], ['a', 86]), // candidates with it
      q('a', ['b', 88], ['c', 86]), // candidates without it
      q('a', ['b', 50]), // missed
      q(null, ['b', 97]), // stranger given an account
      q(null, ['b', 80]), // stranger, candidates
      q(null, ['b', 40]), // stranger, not found
    ], defaults);
    expect(c).toEqual({ queries: 8, inTable: 5, confidentCorrect: 1, confidentWrong: 2, candidatesWithExpected: 1, candidatesWithoutExpected: 1, notFoundMissed: 1, strangerCandidates: 1, notFoundCorrect: 1 });
  });
});

describe('evaluateThresholds counts what classifyRanked gives each query', () => {
  // The search reads each query's summary; replaying classifyRanked query by query is the reference.
  function replayed(queries: readonly LabelledQuery[], t: TuneThresholds) {
    const counts = { confidentCorrect: 0, confidentWrong: 0, candidatesWithExpected: 0, candidatesWithoutExpected: 0, notFoundMissed: 0, strangerCandidates: 0, notFoundCorrect: 0 };
    for (const { expected, ranked } of queries) {
      const outcome = classifyRanked(ranked, t);
      if (outcome.result === 'confident') counts[outcome.row.key === expected ? 'confidentCorrect' : 'confidentWrong']++;
      else if (outcome.result === 'ambiguous') counts[expected === null ? 'strangerCandidates' : outcome.candidates.some((row) => row.key === expected) ? 'candidatesWithExpected' : 'candidatesWithoutExpected']++;
      else counts[expected === null ? 'notFoundCorrect' : 'notFoundMissed']++;
    }
    return counts;
  }

  test('on 2,000 random rankings (twins, never-confident rows, strangers, a row out of order) under 300 threshold settings', () => {
    let seed = 12345;
    const next = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor(seed / 65536) % n; };
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const queries: LabelledQuery[] = Array.from({ length: 2000 }, () => {
      let score = 70 + next(31);
      const ranked = Array.from({ length: next(8) }, () => {
        score -= next(6);
        const row: LabelledQuery['ranked'][number] = { key: keys[next(keys.length)]!, score: next(20) === 0 ? score + 3 : score };
        const twin = next(4);
        return { ...row, ...(twin === 0 ? { twinOfFirst: true } : twin === 1 ? { twinOfFirst: false } : {}), ...(next(10) === 0 ? { neverConfident: true } : {}) };
      });
      return { expected: next(5) === 0 ? null : keys[next(keys.length)]!, ranked };
    });
    for (let i = 0; i < 300; i++) {
      const minScore = 50 + next(45);
      const t: TuneThresholds = { minScore, confidentScore: minScore + next(101 - minScore), confidentMargin: next(12), maxCandidates: 1 + next(6) };
      const { queries: total, inTable, ...counts } = evaluateThresholds(queries, t);
      expect({ total, inTable }).toEqual({ total: 2000, inTable: queries.filter((q) => q.expected !== null).length });
      expect(counts).toEqual(replayed(queries, t));
    }
  });
});

describe('tuneThresholds', () => {
  // Right rows score 94-99 and lead by 3+; wrong rows that lead score 93 with a runner-up 2 behind.
  const labelled: LabelledQuery[] = [
    ...Array.from({ length: 60 }, (_, i) => q(`r${i}`, [`r${i}`, 94 + (i % 6)], [`x${i}`, 90 - (i % 6)])),
    ...Array.from({ length: 30 }, (_, i) => q(`s${i}`, [`s${i}`, 93], [`y${i}`, 89])),
    ...Array.from({ length: 10 }, (_, i) => q(`t${i}`, [`w${i}`, 93], [`t${i}`, 91])),
  ];

  test('the best thresholds keep confident-wrong under 1% and beat the defaults on confident-correct', () => {
    const report = tuneThresholds(labelled, defaults);
    expect(report.current.confusion.confidentWrong).toBe(0);
    expect(report.best).toBeDefined();
    const best = report.best!;
    expect(best.confusion.confidentWrong / best.confusion.queries).toBeLessThan(0.01);
    expect(best.confusion.confidentCorrect).toBeGreaterThanOrEqual(report.current.confusion.confidentCorrect);
    // A margin of 3 or 4 lets the 93-vs-89 rows through and keeps the 93-vs-91 wrong ones out.
    expect(best.thresholds.confidentMargin).toBeGreaterThanOrEqual(3);
    expect(best.thresholds.confidentMargin).toBeLessThanOrEqual(4);
    expect(best.confusion.confidentCorrect).toBe(90);
  });

  test('a suggested margin under 5 comes with the close-runner-up caution, true to the twin rule; 100 labels need no sample-size caution', () => {
    const report = tuneThresholds(labelled, defaults);
    expect(report.cautions).toHaveLength(1);
    expect(report.cautions[0]).toContain('confident over a runner-up fewer than 5 points behind');
    // Rows that sound the same are twins whatever the margin (the lookup's rule, which the caution once contradicted).
    expect(report.cautions[0]).toContain('rows that sound the same, Sean Riley / Shawn Reilly, stay candidates whatever the margin');
  });

  test('too few labels to trust the ceiling are said to be too few', () => {
    const report = tuneThresholds(labelled.slice(0, 40), defaults);
    expect(report.cautions.find((c) => c.startsWith('only 40 labelled calls'))).toContain('label at least 100');
    expect(tuneThresholds(labelled.slice(0, 40), defaults, { maxConfidentWrongShare: 0.05 }).cautions.some((c) => c.startsWith('only'))).toBe(false);
  });

  test('when every setting gives a wrong confident answer there is no best', () => {
    const report = tuneThresholds([q('a', ['b', 100])], defaults, { minScoreRange: [90, 95] });
    expect(report.best).toBeUndefined();
  });
});

/** The labels of `text` written as a file and read as `switchboard tune` reads it. */
async function labelsOf(text: string, parameters: readonly string[]): ReturnType<typeof readLabels> {
  const path = join(mkdtempSync(join(tmpdir(), 'switchboard-labels-')), 'labels.csv');
  writeFileSync(path, text);
  return readLabels(path, 'labels.csv', parameters);
}

describe('labels file', () => {
  test.each([
    ['a label per row, blank expected means not in the table', 'full_name,expected\nKaitlyn Meyers,Caitlin Myers\nNobody Atall,\n', 2, []],
    ['a BOM and CRLF are fine', '\uFEFFfull_name,city,expected\r\n"Myers, Kaitlyn",Dublin,Caitlin Myers\r\n', 1, []],
    ['a missing expected column is an issue', 'full_name\nKaitlyn\n', 0, ['LABELS_NO_EXPECTED']],
    ['an unknown column is an issue, together with the others', 'fullname,phone,expected\n', 0, ['LABELS_UNKNOWN_COLUMN', 'LABELS_NO_PRIMARY', 'LABELS_EMPTY']],
    ['a row without the heard value is an issue', 'full_name,expected\n,Caitlin Myers\n', 0, ['LABELS_ROW_NO_VALUE']],
  ])('%s', async (_name, text, count, codes) => {
    const { labels, issues } = await labelsOf(text, ['full_name', 'city']);
    expect(labels).toHaveLength(count);
    expect(issues.map((i) => i.code)).toEqual(codes);
  });

  test('a label\'s line is its line in the file, blank lines counted', async () => {
    const { labels, issues } = await labelsOf('\nfull_name,expected\n\nKaitlyn Meyers,Caitlin Myers\n,\n\n,Sean Riley\n', ['full_name']);
    expect(labels.map((label) => label.line)).toEqual([4]);
    expect(issues).toMatchObject([{ code: 'LABELS_ROW_NO_VALUE', path: 'labels.csv:7' }]);
  });

  // As in a table: until 2026-12-05 a labels file whose quote swallowed labels below it was only warned about, and
  // the run went on without them.
  test('a quote opening a label\'s first cell and closed lines below is a CSV_RECORDS_IN_CELL error, which stops the run', async () => {
    const text = 'full_name,expected\nKaitlyn Meyers,Caitlin Myers\n"Sean Reilly,Sean Riley\nShawn Riley,Shawn Reilly\nBo Chen,Bo Chen"\nAnn Lee,Ann Lee\n';
    const { issues } = await labelsOf(text, ['full_name']);
    expect(issues.filter((issue) => issue.code === 'CSV_RECORDS_IN_CELL')).toMatchObject([{ severity: 'error', message: expect.stringContaining('line 3, column A: a quoted cell running to line 5') }]);
  });

  test('a label of one line longer than a spreadsheet cell is CSV_MALFORMED, which stops the run', async () => {
    const { labels, issues } = await labelsOf(`full_name,expected\nKaitlyn Meyers,Caitlin Myers\n${'x'.repeat(40_000)},Sean Riley\n`, ['full_name']);
    expect(labels).toEqual([]);
    expect(issues).toMatchObject([{ code: 'CSV_MALFORMED', severity: 'error', message: expect.stringContaining('line 3, column A: a cell of 40000 characters') }]);
  });

  test('keys are compared lower-case and single-spaced', async () => {
    expect((await labelsOf('full_name,expected\nx,  Caitlin   MYERS \n', ['full_name'])).labels[0]?.expected).toBe('caitlin myers');
  });
});
