// Run by `bench/instructions.ts` under valgrind (plain JavaScript, so no TypeScript loader's work is counted): loads the
// benchmark's lookup document with one build of the matcher, asks the warm-up names once, then the first `count` new
// ones. Arguments: the build's dist folder, the queries' JSON file (`instructions.ts` writes it), `count`, and
// `names` or `city`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, queriesFile, countText, kind] = process.argv.slice(2);
const { loadDocument } = await import(pathToFileURL(join(resolve(dist), 'index.js')).href);
const data = JSON.parse(readFileSync(queriesFile, 'utf8'));
const document = await loadDocument(data.path, { maxRows: 10_000_000 });
const tool = kind === 'city' ? data.city : data.name;
const ask = ([name, city]) => document.call(tool.tool, kind === 'city' ? { [tool.param]: name, [tool.cityParam]: city } : { [tool.param]: name });
for (const query of data.warmUp) ask(query);
// (Each answer is read, so no call is left unused.)
let answered = 0;
for (const query of data.queries.slice(0, Number(countText))) answered += JSON.stringify(ask(query)).length > 0 ? 1 : 0;
process.stdout.write(`${answered}\n`);
