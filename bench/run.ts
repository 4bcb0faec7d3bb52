// `npm run bench`: accuracy on real recogniser errors, then speed from 10k to 1M rows, each beside the anchors.
// `npm run bench -- accuracy|performance` runs one; each takes its own options (`--sets=…`, `--no-anchors`;
// `--sizes …`, `--wide …`, `--repeats …`), and anything else is an error rather than a full run.
import { runAccuracy, takeAccuracyOptions, type AccuracyOptions } from './accuracy.js';
import { runPerformance, takePerformanceOptions, type PerformanceOptions } from './performance.js';

let only: string | undefined;
let accuracy: AccuracyOptions;
let performance: PerformanceOptions;
try {
  const performanceTaken = takePerformanceOptions(process.argv.slice(2));
  const accuracyTaken = takeAccuracyOptions(performanceTaken.rest);
  const words = accuracyTaken.rest.filter((arg) => arg === 'accuracy' || arg === 'performance');
  const unknown = accuracyTaken.rest.filter((arg) => arg !== 'accuracy' && arg !== 'performance');
  if (unknown.length > 0 || words.length > 1) {
    throw new Error(`unknown argument ${[...unknown, ...words.slice(1)].map((arg) => `"${arg}"`).join(', ')}: npm run bench -- [accuracy|performance] [--sets=NAME,NAME] [--no-anchors] [--sizes 10000,100000] [--wide 100000|none] [--repeats 2]`);
  }
  only = words[0];
  accuracy = accuracyTaken.options;
  performance = performanceTaken.options;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}

if (only !== 'performance' && !(await runAccuracy(accuracy))) process.exitCode = 1;
if (only !== 'accuracy') await runPerformance(performance);
