// A flow of 500 nodes replayed with `switchboard replay … --coverage`: the coverage report and a failed expectation's
// path name the first nodes and edges and count the rest. In this process: replay through npm, as an author runs it,
// is setNodeReplay.test.ts's and turnSplitReplay.test.ts's.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { ROOT } from './cliProcess.js';

const OUTCOMES = ['confident', 'ambiguous', 'not_found', 'error'] as const;
// The call's way: a branch, 250 say nodes, the end. The other way: a collect, 10 lookups, 237 say nodes.
const steps = Array.from({ length: 250 }, (_, i) => `step_${i}`);
const finds = Array.from({ length: 10 }, (_, i) => `find_${i}`);
const sides = Array.from({ length: 237 }, (_, i) => `side_${i}`);
let folder = '';

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'big-flow-replay-'));
  writeFileSync(join(folder, 'customers.csv'), 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,Boston\n');
  writeFileSync(join(folder, 'customers.lookup.json'), JSON.stringify({ files: ['customers.csv'], lookups: [{ tool_name: 'find_customer', search_column: 'Full Name' }] }));
  const next = (list: readonly string[], i: number, last: string): string => list[i + 1] ?? last;
  writeFileSync(join(folder, 'big.flow.yaml'), [
    'documents: { customers: customers.lookup.json }',
    'nodes:',
    '  start_here: { kind: branch, variable: call.caller, cases: [{ match: "0000", next: ask }], otherwise: step_0 }',
    ...steps.map((id, i) => `  ${id}: { kind: say, text: Step, next: ${next(steps, i, 'bye')} }`),
    '  bye: { kind: end, text: Bye }',
    '  ask: { kind: collect, text: Name?, into: caller_name, next: find_0 }',
    ...finds.map((id, i) => `  ${id}: { kind: lookup, text: "#lookup find_customer full_name={{caller_name}}", on: { ${OUTCOMES.map((outcome) => `${outcome}: ${next(finds, i, 'side_0')}`).join(', ')} } }`),
    ...sides.map((id, i) => `  ${id}: { kind: say, text: Side, next: ${next(sides, i, 'bye')} }`),
    '',
  ].join('\n'));
  writeFileSync(join(folder, 'long-way.call.yaml'), [
    'name: the long way round never asks the name',
    'flow: big.flow.yaml',
    'context: { caller: "+15125550145" }',
    'turns: []',
    'expect:',
    '  visits: [ask]',
    '  status: ended',
    '',
  ].join('\n'));
  // The same way with expectations that hold: coverage counts only calls that passed.
  writeFileSync(join(folder, 'long-way-passes.call.yaml'), [
    'name: the long way round ends the call',
    'flow: big.flow.yaml',
    'context: { caller: "+15125550145" }',
    'turns: []',
    'expect: { status: ended }',
    '',
  ].join('\n'));
});
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

// Until 2026-12-05 the report listed all 248 nodes never visited on one line, all 40 edges never taken, and the path
// of 252 nodes whole.
test('replay --coverage on a flow of 500 nodes names the first 20 of each list and counts the rest', async () => {
  const io = memoryIO('', ROOT);
  expect(await main(['replay', join(folder, 'long-way.call.yaml'), join(folder, 'long-way-passes.call.yaml'), '--coverage'], io)).toBe(1);
  expect(io.err()).toBe('');
  const lines = io.out().split('\n');
  const path = 'start_here → step_0 → step_1 → step_2 → step_3 → … (242 more nodes) → step_246 → step_247 → step_248 → step_249 → bye';
  expect(lines.slice(1, 4)).toEqual([
    '     at the end of the call, node bye; expect.visits[0], line 6',
    '     expected: ask',
    `     actual:   ${path}`,
  ]);
  expect(lines[4]).toContain(`expected the call to pass through "ask" after the start, but it never did (path: ${path})`);
  const coverage = lines.slice(lines.findIndex((line) => line.startsWith('coverage of ')));
  const unvisited = ['ask', ...finds, ...sides];
  const untaken = finds.flatMap((find, i) => OUTCOMES.map((outcome) => `  never taken: ${find} --${outcome}--> ${finds[i + 1] ?? 'side_0'}`));
  expect(coverage).toEqual([
    expect.stringMatching(/^coverage of .*big\.flow\.yaml \(1 call; 1 failing call not counted\)$/),
    '  nodes: 252/500   outcome edges: 0/40   branch cases: 1/2',
    `  never visited: ${unvisited.slice(0, 20).join(', ')} and 228 more`,
    ...untaken.slice(0, 20),
    '  never taken: 20 more outcome edges (--json lists them all)',
    '  never taken: start_here --case "0000"--> ask',
    '',
  ]);
});
