// The benchmark's command lines: a mistyped option is an error, never a silent full run; a missing set is named.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accuracyOptions, takeAccuracyOptions } from '../../bench/accuracy.js';
import { loadBenchSets } from '../../bench/accuracy/benchSets.js';
import { performanceOptions, takePerformanceOptions } from '../../bench/performance.js';
import { queryFloorOptions } from '../../bench/queryFloor.js';
import { scriptOptions } from '../../bench/performance/scriptOptions.js';

describe('performanceOptions', () => {
  it('reads --sizes and --wide, with or without =', () => {
    expect(performanceOptions(['--sizes', '10000', '--wide', 'none'])).toEqual({ sizes: [10000], wideSizes: [] });
    expect(performanceOptions(['--sizes=10_000,100000', '--wide=100000'])).toEqual({ sizes: [10000, 100000], wideSizes: [100000] });
    expect(performanceOptions([])).toEqual({});
  });

  it('refuses an option it does not know, rather than running every size', () => {
    expect(() => performanceOptions(['--size', '10000'])).toThrow(/unknown option "--size", "10000"/);
    expect(() => performanceOptions(['10000'])).toThrow(/unknown option "10000"/);
  });

  it('refuses a missing, malformed or repeated size', () => {
    expect(() => performanceOptions(['--sizes'])).toThrow(/--sizes takes row counts.*got nothing/);
    expect(() => performanceOptions(['--sizes', '--wide', 'none'])).toThrow(/--sizes takes row counts.*got "--wide"/);
    expect(() => performanceOptions(['--sizes', '10k'])).toThrow(/got "10k"/);
    expect(() => performanceOptions(['--sizes', 'none'])).toThrow(/--sizes takes row counts/);
    expect(() => performanceOptions(['--sizes', '0'])).toThrow(/--sizes takes row counts/);
    expect(() => performanceOptions(['--sizes', '10000', '--sizes', '100000'])).toThrow(/given twice/);
  });

  it('reads --repeats, a whole number from 0 to 9, once', () => {
    expect(performanceOptions(['--repeats', '0'])).toEqual({ repeats: 0 });
    expect(performanceOptions(['--repeats=4', '--sizes', '10000'])).toEqual({ repeats: 4, sizes: [10000] });
    expect(() => performanceOptions(['--repeats'])).toThrow(/--repeats takes a whole number from 0 to 9.*got nothing/);
    expect(() => performanceOptions(['--repeats', '-1'])).toThrow(/got "-1"/);
    expect(() => performanceOptions(['--repeats', '1.5'])).toThrow(/got "1.5"/);
    expect(() => performanceOptions(['--repeats', '10'])).toThrow(/got "10"/);
    expect(() => performanceOptions(['--repeats=', '--sizes', '10000'])).toThrow(/got ""/);
    expect(() => performanceOptions(['--repeats', '1', '--repeats', '2'])).toThrow(/given twice/);
  });

  it('leaves other arguments to a runner', () => {
    expect(takePerformanceOptions(['accuracy', '--wide=none', '--no-anchors'])).toEqual({ options: { wideSizes: [] }, rest: ['accuracy', '--no-anchors'] });
  });
});

describe('accuracyOptions', () => {
  it('reads --sets and --no-anchors', () => {
    expect(accuracyOptions(['--sets=stt-names-dev', '--no-anchors'])).toEqual({ sets: ['stt-names-dev'], anchors: false });
    expect(accuracyOptions(['--sets', 'stt-names-dev,asr-words'])).toEqual({ sets: ['stt-names-dev', 'asr-words'] });
    expect(accuracyOptions([])).toEqual({});
  });

  it('refuses an unknown set or option', () => {
    expect(() => accuracyOptions(['--sets=stt-names'])).toThrow(/of stt-names-dev, asr-words \(got "stt-names"\)/);
    expect(() => accuracyOptions(['--sets'])).toThrow(/got nothing/);
    expect(() => accuracyOptions(['--set=stt-names-dev'])).toThrow(/unknown option "--set=stt-names-dev"/);
    expect(() => accuracyOptions(['--no-anchor'])).toThrow(/unknown option "--no-anchor"/);
  });

  it('leaves other arguments to a runner', () => {
    expect(takeAccuracyOptions(['accuracy', '--no-anchors'])).toEqual({ options: { anchors: false }, rest: ['accuracy'] });
  });
});

describe('loadBenchSets', () => {
  it('names a set whose files are missing instead of leaving it out silently', () => {
    const folder = mkdtempSync(join(tmpdir(), 'bench-sets-'));
    try {
      mkdirSync(join(folder, 'stt-names-dev'));
      writeFileSync(join(folder, 'stt-names-dev', 'table.csv'), 'Account ID,Full Name,City\r\nA1,Ann Lee,Boston\r\n');
      writeFileSync(join(folder, 'stt-names-dev', 'queries.csv'), 'id,heard_name,heard_city,expected,kind\r\nq1,an lee,,A1,stt\r\nq2,bo smith,,,negative\r\n');
      const sets = loadBenchSets(folder);
      expect(sets.map((set) => set.name)).toEqual(['stt-names-dev']);
      expect(sets[0]?.queries.map((query) => query.expected)).toEqual([0, -1]);
      expect(sets.missing).toEqual([`asr-words (no table.csv or queries.csv in ${join(folder, 'asr-words')})`]);
      expect(loadBenchSets(folder, ['stt-names-dev']).missing).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('queryFloorOptions', () => {
  it('reads --size, --runs and --city, with defaults', () => {
    expect(queryFloorOptions([])).toEqual({ size: 1_000_000, city: false, runs: 2 });
    expect(queryFloorOptions(['--size=10_000', '--runs=3', '--city'])).toEqual({ size: 10_000, city: true, runs: 3 });
  });

  it('refuses an option it does not know and a count that is not a positive whole number', () => {
    expect(() => queryFloorOptions(['--size', '10000'])).toThrow(/unknown option "--size"/);
    expect(() => queryFloorOptions(['--runs=0'])).toThrow(/--runs takes a positive whole number, got "0"/);
    expect(() => queryFloorOptions(['--size=10k'])).toThrow(/got "10k"/);
  });
});

describe('scriptOptions (compareBuilds.ts, scorerCost.ts)', () => {
  it('reads known --name=value options and flags', () => {
    expect(scriptOptions(['--baseline=/tmp/dist', '--size=100000', '--city'], ['baseline', 'size', 'queries'], ['city', 'wide'])).toEqual({ values: { baseline: '/tmp/dist', size: '100000' }, flags: new Set(['city']) });
  });

  it('refuses an unknown option, a valued option without its value, and a value given to a flag', () => {
    expect(() => scriptOptions(['--sizes=10000'], ['size'], [])).toThrow(/unknown option "--sizes=10000"/);
    expect(() => scriptOptions(['--size', '10000'], ['size'], [])).toThrow(/--size takes a value/);
    expect(() => scriptOptions(['10000'], ['size'], [])).toThrow(/unknown option "10000"/);
    expect(() => scriptOptions(['--city=yes'], [], ['city'])).toThrow(/unknown option "--city=yes"/);
  });
});
