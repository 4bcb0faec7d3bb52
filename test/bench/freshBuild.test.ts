// The benchmarks measure the built matcher: a source changed since the last build is named, so a before/after run
// never compares one build with itself.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedSinceBuild } from '../../bench/performance/freshBuild.js';

function packageAt(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fresh-build-'));
  mkdirSync(join(dir, 'src', 'match'), { recursive: true });
  writeFileSync(join(dir, 'src', 'index.ts'), 'export {};\n');
  writeFileSync(join(dir, 'src', 'match', 'Lookup.ts'), 'export {};\n');
  return dir;
}

const at = (path: string, seconds: number): void => utimesSync(path, seconds, seconds);

describe('changedSinceBuild', () => {
  it('names every source of a package never built', () => {
    expect(changedSinceBuild(packageAt())).toEqual(['src/index.ts', 'src/match/Lookup.ts']);
  });

  it('names the sources changed after the build, and none once built again', () => {
    const dir = packageAt();
    const buildInfo = join(dir, 'tsconfig.tsbuildinfo');
    writeFileSync(buildInfo, '{}');
    at(join(dir, 'src', 'index.ts'), 1000);
    at(join(dir, 'src', 'match', 'Lookup.ts'), 3000);
    at(buildInfo, 2000);
    expect(changedSinceBuild(dir)).toEqual(['src/match/Lookup.ts']);
    at(buildInfo, 4000);
    expect(changedSinceBuild(dir)).toEqual([]);
  });
});
