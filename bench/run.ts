// `npm run bench`: accuracy on real recogniser errors, then speed from 10k to 1M rows, each beside the anchors.
import { runAccuracy } from './accuracy.js';
import { performanceOptions, runPerformance } from './performance.js';

const only = process.argv.slice(2).find((arg) => arg === 'accuracy' || arg === 'performance');

if (only !== 'performance') await runAccuracy();
if (only !== 'accuracy') await runPerformance(performanceOptions(process.argv.slice(2)));
