// `npm run bench`: accuracy on real recogniser errors, then speed from 10k to 1M rows, each beside the anchors.
import { runAccuracy } from './accuracy.js';
import { runPerformance } from './performance.js';

const only = process.argv.slice(2).find((arg) => arg === 'accuracy' || arg === 'performance');
const sizesArg = process.argv.slice(2).find((arg) => arg.startsWith('--sizes='));
const sizes = sizesArg?.slice('--sizes='.length).split(',').map(Number);

if (only !== 'performance') await runAccuracy();
if (only !== 'accuracy') await runPerformance(sizes ? { sizes } : {});
