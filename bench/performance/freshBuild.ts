// The benchmarks measure the built package (packages/matcher/dist, what `npm install` users run), not its sources: a
// source changed since the last `npx tsc -b` would be measured as it was before the change, and a before/after
// comparison would compare one build with itself. `npm run bench` builds first; the scripts run alone check.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The matcher package, whose build the benchmarks load. */
export const MATCHER_PACKAGE = fileURLToPath(new URL('../../packages/matcher', import.meta.url));

/**
 * The sources of a package (its `src` folder) changed since `tsc -b` last built it (its `tsconfig.tsbuildinfo`, which
 * every build that compiles something rewrites), relative to the package; every source when it was never built.
 *
 * @example
 *   changedSinceBuild(MATCHER_PACKAGE) // [] after `npx tsc -b`; ['src/match/Lookup.ts'] after editing that file
 */
export function changedSinceBuild(packageDir: string): string[] {
  let built: number;
  try {
    built = statSync(join(packageDir, 'tsconfig.tsbuildinfo')).mtimeMs;
  } catch {
    built = Number.NEGATIVE_INFINITY;
  }
  const changed: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && statSync(path).mtimeMs > built) changed.push(relative(packageDir, path));
    }
  };
  visit(join(packageDir, 'src'));
  return changed.sort();
}

/** Exits with status 2, saying what to run, when the matcher's sources changed since its last build. */
export function exitUnlessBuilt(script: string): void {
  const changed = changedSinceBuild(MATCHER_PACKAGE);
  if (changed.length === 0) return;
  const shown = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` and ${changed.length - 3} more` : '');
  process.stderr.write(`${script} measures packages/matcher/dist, built before these sources changed: ${shown}.\nRun \`npx tsc -b\` first (\`npm run bench\` builds itself).\n`);
  process.exit(2);
}
