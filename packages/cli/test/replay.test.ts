import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// Each lookup document is loaded once for the file: what is tested is the replay of scripted calls and its reports, not the load.
loadEachDocumentOnce();
const { run } = await import('../src/commands/replay.js');
const { memoryIO } = await import('../src/io.js');

const root = fileURLToPath(new URL('../../../', import.meta.url));
const demoCalls = join(root, 'flows/customer-care/calls');
const demoFlow = join(root, 'flows/customer-care/flow.yaml');
let scratch = '';

/** A call file whose expectation is deliberately wrong: Kaitlyn Meyers is found with confidence. */
const wrongExpectation = [
  'name: expects ambiguous where the lookup is confident',
  `flow: ${JSON.stringify(demoFlow)}`,
  'turns: [Kaitlyn Meyers]',
  'expect:',
  '  lookups:',
  '    - { node: find_by_name, outcome: ambiguous }',
  '  status: ended',
  '',
].join('\n');

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'switchboard-replay-'));
  await mkdir(join(scratch, 'calls'));
  await writeFile(join(scratch, 'calls', 'wrong.call.yaml'), wrongExpectation);
  await writeFile(join(scratch, 'calls', 'unknown-node.call.yaml'), `flow: ${JSON.stringify(demoFlow)}\nturns: [hi]\nexpect:\n  visits: [confrim]\n`);
});
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

describe('switchboard replay on the demo calls', () => {
  test('every call passes and coverage of the demo flow is full', async () => {
    const io = memoryIO('', root);
    const code = await run([demoCalls, '--coverage', '--require-coverage'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    expect(io.out()).toMatch(/^\d+ calls: \d+ passed, 0 failed$/m);
    expect(io.out()).toContain('coverage of flows/customer-care/flow.yaml');
    expect(io.out()).toMatch(/nodes: (\d+)\/\1 {3}outcome edges: (\d+)\/\2 {3}branch cases: (\d+)\/\3 {3}\(full\)/);
    expect(io.out()).not.toContain('never taken');
  });

  // A build failed for coverage alone showed only passing calls in CI: the JUnit report and the JSON now say why.
  test('--require-coverage short of full fails the build, and says so in --json and as a JUnit test case', async () => {
    const one = join(demoCalls, 'confident-name.call.yaml');
    const io = memoryIO('', root);
    const junit = join(scratch, 'out', 'coverage.xml');
    expect(await run([one, '--require-coverage', '--json', '--junit', junit], io)).toBe(1);
    const json = JSON.parse(io.out()) as { summary: { failed: number }; requiredCoverage: { met: boolean; incomplete: string[] } };
    expect(json.summary.failed).toBe(0);
    expect(json.requiredCoverage).toEqual({ met: false, incomplete: ['flows/customer-care/flow.yaml'] });
    const xml = await readFile(junit, 'utf8');
    expect(xml).toContain('name="coverage (--require-coverage)"');
    expect(xml).toMatch(/<failure message="coverage of flows\/customer-care\/flow\.yaml is not full: nodes \d+\/18, outcome edges \d+\/12, branch cases \d+\/11" type="coverage">/);
  });

  test('--json gives the summary, every call and the coverage with each outcome edge', async () => {
    const io = memoryIO('', root);
    expect(await run([demoCalls, '--json', '--coverage'], io)).toBe(0);
    const json = JSON.parse(io.out()) as {
      summary: { total: number; failed: number };
      coverage: { flow: string; edges: { node: string; outcome: string; taken: number }[] }[];
    };
    expect(json.summary.failed).toBe(0);
    expect(json.coverage[0]?.flow).toBe('flows/customer-care/flow.yaml');
    const edges = json.coverage[0]?.edges ?? [];
    expect(new Set(edges.map((edge) => edge.outcome))).toEqual(new Set(['confident', 'ambiguous', 'not_found', 'error']));
    expect(edges.every((edge) => edge.taken > 0)).toBe(true);
  });
});

describe('a failing call', () => {
  test('a deliberately wrong expectation prints the divergence and exits non-zero', async () => {
    const io = memoryIO('', scratch);
    const code = await run([join('calls', 'wrong.call.yaml')], io);
    expect(code).toBe(1);
    expect(io.out()).toContain('FAIL expects ambiguous where the lookup is confident (calls/wrong.call.yaml)');
    expect(io.out()).toContain('at turn 1 (caller: "Kaitlyn Meyers"), node find_by_name; expect.lookups[0], line 6');
    expect(io.out()).toContain('expected: ambiguous\n     actual:   confident');
    expect(io.out()).toContain('expected lookup #1 (find_by_name: lookup_customer) to be ambiguous, but it was confident');
  });

  test('--junit writes a failure for it, with the divergence as the message', async () => {
    const io = memoryIO('', scratch);
    expect(await run(['calls', '--junit', 'out/replay.xml'], io)).toBe(1);
    const xml = await readFile(join(scratch, 'out', 'replay.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="switchboard replay" tests="2" failures="1" errors="1"/);
    expect(xml).toContain('<failure message="expected lookup #1 (find_by_name: lookup_customer) to be ambiguous, but it was confident (looked up by full_name=&quot;Kaitlyn Meyers&quot;)" type="lookup">');
    expect(xml).toContain('<error message="node &quot;confrim&quot; is not in flow');
  });

  test('--junit over an earlier report writes the new one', async () => {
    await mkdir(join(scratch, 'again'), { recursive: true });
    await writeFile(join(scratch, 'again', 'replay.xml'), '<?xml version="1.0"?>\n<testsuites/>\n');
    expect(await run([join('calls', 'wrong.call.yaml'), '--junit', join('again', 'replay.xml')], memoryIO('', scratch))).toBe(1);
    expect(await readFile(join(scratch, 'again', 'replay.xml'), 'utf8')).toContain('<testsuites name="switchboard replay" tests="1" failures="1"');
  });

  test('--junit naming a call file (its value forgotten) is refused before any call runs, and the call file is left as it was', async () => {
    const io = memoryIO('', scratch);
    expect(await run(['--junit', join('calls', 'wrong.call.yaml'), join('calls', 'unknown-node.call.yaml')], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('switchboard replay: USAGE: cannot write JUnit XML to calls/wrong.call.yaml: the file is there and is not XML (a call file or a flow named by mistake?), ' +
      'which the report would overwrite; name a new file or an earlier report (--junit reports/replay.xml)\nusage: switchboard replay');
    expect(await readFile(join(scratch, 'calls', 'wrong.call.yaml'), 'utf8')).toBe(wrongExpectation);
  });

  test('--junit naming a folder is refused before any call runs', async () => {
    const io = memoryIO('', scratch);
    expect(await run([join('calls', 'wrong.call.yaml'), '--junit', 'calls'], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('cannot write JUnit XML to calls: it is a folder; name a file (--junit reports/replay.xml)');
  });

  // Node's mkdir(…, { recursive: true }) never settles there: /proc answers ENOENT to every mkdir.
  (existsSync('/proc/self') ? test : test.skip)('--junit under a folder that cannot be made (/proc) says so, rather than never finishing', async () => {
    const io = memoryIO('', scratch);
    expect(await run([join('calls', 'wrong.call.yaml'), '--junit', '/proc/switchboard-no-such/replay.xml'], io)).toBe(2);
    expect(io.err()).toBe('switchboard replay: JUNIT_UNWRITABLE: cannot write JUnit XML to /proc/switchboard-no-such/replay.xml: /proc/switchboard-no-such cannot be made a folder ' +
      '(a link to nothing, or a system folder such as /proc); write the report elsewhere\n');
  });

  // One rule for every command (exitStatus.ts): 1 a call failed or is invalid, 2 a CALL_OR_DIR or report it could not use at all.
  test.each([
    ['a call that fails', [join('calls', 'wrong.call.yaml')], 1],
    ['a call file that does not exist, beside a call that passes', ['nope.call.yaml', 'passes.call.yaml'], 2],
    ['a folder that holds no call file', ['empty'], 2],
    ['a flow named as a call', ['flow.yaml'], 2],
    ['a JUnit report that cannot be written, every call passing', ['passes.call.yaml', '--junit', join('passes.call.yaml', 'replay.xml')], 2],
  ])('%s exits %d', async (_, argv, status) => {
    await mkdir(join(scratch, 'empty'), { recursive: true });
    await writeFile(join(scratch, 'flow.yaml'), await readFile(demoFlow));
    await writeFile(join(scratch, 'passes.call.yaml'), await readFile(join(demoCalls, 'accepts-transfer.call.yaml'), 'utf8').then((text) => text.replace(/^flow: .*$/m, `flow: ${JSON.stringify(demoFlow)}`)));
    const io = memoryIO('', scratch);
    expect(await run(argv, io)).toBe(status);
    // Every other call is still replayed and reported.
    if (argv.includes('passes.call.yaml')) expect(io.out()).toMatch(/^PASS .*\(passes\.call\.yaml\)/m);
    if (argv.includes('--junit')) expect(io.err()).toMatch(/^switchboard replay: JUNIT_UNWRITABLE: cannot write JUnit XML to passes\.call\.yaml\/replay\.xml: /);
  });

  test('--junit naming a link that leads back to itself says so in words, with the fix', async () => {
    await symlink('loop-b.xml', join(scratch, 'loop-a.xml')).catch(() => undefined);
    await symlink('loop-a.xml', join(scratch, 'loop-b.xml')).catch(() => undefined);
    await writeFile(join(scratch, 'passes.call.yaml'), await readFile(join(demoCalls, 'accepts-transfer.call.yaml'), 'utf8').then((text) => text.replace(/^flow: .*$/m, `flow: ${JSON.stringify(demoFlow)}`)));
    const io = memoryIO('', scratch);
    expect(await run(['passes.call.yaml', '--junit', 'loop-a.xml'], io)).toBe(2);
    expect(io.err()).toBe('switchboard replay: JUNIT_UNWRITABLE: cannot write JUnit XML to loop-a.xml: it is a symbolic link that leads back to itself, or through ' +
      'more links than the system follows (ELOOP); point the link at a file, or name another (--junit reports/replay.xml)\n');
  });

  test('a call file naming an unknown node is reported with its file and line', async () => {
    const io = memoryIO('', scratch);
    expect(await run([join('calls', 'unknown-node.call.yaml')], io)).toBe(1);
    expect(io.out()).toContain('calls/unknown-node.call.yaml:4:12 unknown_node expect.visits[0]: node "confrim" is not in flow');
    expect(io.out()).toContain('did you mean "confirm"?');
  });
});

test.each([
  ['no call files named', [], 'missing CALL_OR_DIR'],
  ['an unknown option', ['calls', '--covrage'], 'unknown option --covrage'],
  ['--junit without a file', ['calls', '--junit'], '--junit needs a value'],
  ['a timeout that is not a number', ['calls', '--timeout', 'soon'], '--timeout must be a whole number of milliseconds'],
  ['a timeout of 0, a whole number it still refuses', ['calls', '--timeout', '0'], '--timeout must be a whole number of milliseconds from 1 to 2147483647 (about 24.8 days, the longest a timer can wait), got "0"'],
  // A longer timer fires after 1 ms: every turn would have timed out at once.
  ['a timeout longer than a timer can wait', ['calls', '--timeout', '3000000000'], '--timeout must be a whole number of milliseconds from 1 to 2147483647'],
])('%s is a usage error (exit 2)', async (_title, argv, message) => {
  const io = memoryIO('', scratch);
  expect(await run(argv, io)).toBe(2);
  expect(io.err()).toContain(message);
  expect(io.err()).toContain('usage: switchboard replay');
});

test('a folder under the one named that cannot be read is reported beside the calls found, not a crash (was an internal error); exit 2: it was not replayed', async () => {
  // A path past the system's limit (4,096 bytes here) cannot be read by anyone, root too: made a step at a time.
  const top = join(scratch, 'deep');
  await mkdir(top);
  await writeFile(join(top, 'wrong.call.yaml'), wrongExpectation);
  const step = 'd'.repeat(250);
  execFileSync('bash', ['-c', `cd "$1" && for i in $(seq 1 18); do mkdir ${step} && cd ${step}; done`, 'bash', top]);
  const io = memoryIO('', scratch);
  let code: number;
  try {
    code = await run(['deep'], io);
  } finally {
    // (Node's rm cannot reach so deep a path; GNU rm walks it a folder at a time.)
    execFileSync('rm', ['-rf', top]);
  }
  expect(code).toBe(2);
  expect(io.out()).toContain('folder_unreadable');
  expect(io.out()).toContain('(ENAMETOOLONG), so the call files in it, if any, are not replayed; its path is longer than the system allows');
  // The call beside it still ran (and failed on its expectation).
  expect(io.out()).toMatch(/FAIL expects ambiguous where the lookup is confident/);
  expect(io.out()).toContain('2 calls: 0 passed, 1 failed, 1 invalid');
});

test('a folder with no call files is reported, not passed (exit 2: nothing was replayed)', async () => {
  await mkdir(join(scratch, 'empty'), { recursive: true });
  const io = memoryIO('', scratch);
  expect(await run(['empty'], io)).toBe(2);
  expect(io.out()).toContain('no_call_files');
});
