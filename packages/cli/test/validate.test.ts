import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// Each lookup document is loaded once for the file: what is tested is how the flows are checked and reported, not the load.
loadEachDocumentOnce();
const { run } = await import('../src/commands/validate.js');
const { memoryIO } = await import('../src/io.js');

const root = fileURLToPath(new URL('../../../', import.meta.url));
const demoDocument = join(root, 'flows/customer-care/customers.lookup.json');
let scratch = '';
beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'switchboard-validate-')); });
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

/** A flow with one problem of each kind a user commonly makes, against the demo's real lookup document. */
const brokenFlow = [
  'documents:',
  `  customers: ${JSON.stringify(demoDocument)}`,
  'nodes:',
  '  ask:',
  '    kind: collect',
  '    into: caller_name',
  '    next: find',
  '  find:',
  '    kind: lookup',
  '    text: "#lookup lookup_customer town={{caller_name}}"',
  '    on: { confident: done, ambiguous: done, not_found: done }',
  '  chat:',
  '    kind: conversation',
  '    text: Help.',
  '    documents: [products]',
  '    next: done',
  '  done:',
  '    kind: say',
  '    text: Bye.',
  '',
].join('\n');

describe('switchboard validate', () => {
  test('the demo flow is valid', async () => {
    const io = memoryIO('', root);
    expect(await run(['flows/customer-care/flow.yaml'], io)).toBe(0);
    expect(io.out()).toBe('flows/customer-care/flow.yaml: ok\n');
  });

  test('a broken flow prints every problem with code, node and line, and exits 1', async () => {
    const flow = join(scratch, 'broken.flow.yaml');
    await writeFile(flow, brokenFlow);
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(1);
    expect(io.out().trim().split('\n')).toEqual([
      'broken.flow.yaml:10:12 missing_required_parameter [find] node "find" calls lookup_customer without its required parameter "full_name"',
      'broken.flow.yaml:10:36 unknown_parameter [find] node "find" passes "town" to lookup_customer, which takes: full_name, city',
      'broken.flow.yaml:11:5 missing_outcome_edge [find] #lookup node "find" has no "error" edge; add on.error: <node> so every outcome has somewhere to go',
      'broken.flow.yaml:12:3 unreachable_node [chat] node "chat" can never be reached from "ask"; no edge of a node the call reaches leads to it: send one there (a next, a case or an outcome), or remove the node',
      'broken.flow.yaml:15:17 unknown_document [chat] node "chat" attaches document "products", which the flow does not declare under "documents" (declared: customers)',
      'broken.flow.yaml:17:3 dead_end [done] node "done" (say) leads nowhere; give it "next" or make it an end or transfer node',
      '',
      '6 problems in 1 of 1 flow',
    ]);
  });

  test('several flows are checked in one run; --json gives the issues as data', async () => {
    const flow = join(scratch, 'broken.flow.yaml');
    await writeFile(flow, brokenFlow);
    const io = memoryIO('', root);
    expect(await run(['flows/customer-care/flow.yaml', flow, '--json'], io)).toBe(1);
    const results = JSON.parse(io.out()) as { flow: string; issues: { code: string; node?: string; line?: number }[] }[];
    expect(results.map((result) => result.issues.length)).toEqual([0, 6]);
    expect(results[1]?.issues[0]).toMatchObject({ code: 'missing_required_parameter', node: 'find', line: 10, column: 12 });
  });

  // A CI script (GitHub annotations, an editor's problem matcher) opens `file` from where it ran, as a person reading the text does.
  test.each([
    ['a flow inside the folder', '.', 'care/nope.flow.yaml', 'care/nope.flow.yaml'],
    ['a flow one folder up', 'care/calls', '../nope.flow.yaml', '../nope.flow.yaml'],
    ['a flow far outside the folder', 'far away', '/absolute', '/absolute'],
  ])('--json names %s as the text does: by its shortest honest name, in "file" and in "message"', async (_, within, typed, shown) => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-validate-named-'));
    try {
      const care = join(folder, 'care');
      await mkdir(join(care, 'calls'), { recursive: true });
      await writeFile(join(care, 'unknown.flow.yaml'), 'start: greet\nnodes:\n  greet: { kind: say, text: Hi, next: nowhere }\n');
      // Far away: thirty folders down, so that the way back is longer than the absolute path wherever the
      // temporary folders are (under one folder per run, the two are close: jest.tmpdir.js).
      const cwd = within === 'far away' ? join(scratch, ...Array.from({ length: 30 }, (_, i) => `far${i}`)) : join(folder, within);
      const [operand, expected] = typed === '/absolute' ? [join(care, 'nope.flow.yaml'), join(care, 'nope.flow.yaml')] : [typed, shown];
      const known = typed === '/absolute' ? join(care, 'unknown.flow.yaml') : typed.replace('nope', 'unknown');
      const io = memoryIO('', cwd);
      expect(await run([operand, known, '--json'], io)).toBe(2);
      const results = JSON.parse(io.out()) as { issues: { file: string; message: string }[] }[];
      expect(results.map((result) => result.issues[0]?.file)).toEqual([expected, expected.replace('nope', 'unknown')]);
      expect(results[0]?.issues[0]?.message).toContain(`cannot read flow file ${expected}:`);
      const text = memoryIO('', cwd);
      await run([operand, known], text);
      expect(text.out()).toContain(`${expected} flow_unreadable cannot read flow file ${expected}:`);
      expect(text.out()).toContain(`${expected.replace('nope', 'unknown')}:3:39 unknown_target`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  // One rule for every command (exitStatus.ts): 1 problems found in what was checked, 2 a file it could not check at all.
  test.each([
    ['a flow with an error', ['broken.flow.yaml'], 1],
    ['a FLOW that does not exist, beside a valid one', ['nope.flow.yaml', 'valid.flow.yaml'], 2],
    ['a folder given as FLOW', ['.'], 2],
    ['a lookup document given as FLOW', ['customers.lookup.json'], 2],
    ['a FLOW that does not exist, beside a flow with an error', ['broken.flow.yaml', 'nope.flow.yaml'], 2],
  ])('%s exits %d', async (_, flows, status) => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-validate-exit-'));
    try {
      await writeFile(join(folder, 'broken.flow.yaml'), brokenFlow);
      await writeFile(join(folder, 'valid.flow.yaml'), 'start: greet\nnodes:\n  greet: { kind: end, text: Hi }\n');
      await writeFile(join(folder, 'customers.lookup.json'), await readFile(demoDocument));
      const io = memoryIO('', folder);
      expect(await run(flows, io)).toBe(status);
      // Every other flow is still checked and reported.
      if (flows.includes('valid.flow.yaml')) expect(io.out()).toContain('valid.flow.yaml: ok\n');
      if (flows.includes('broken.flow.yaml')) expect(io.out()).toContain('broken.flow.yaml:10:12 missing_required_parameter');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  // A table or a picture is no flow to check: what it is and what to run on it, exit 2 as for any file of another kind.
  test.each([
    ['a CSV table', 'flows/patient-line/patients.csv',
      'flows/patient-line/patients.csv:1:1 not_a_flow this file is a table (a CSV file), not a flow: a flow names a lookup document under documents ' +
      '(documents: { customers: customers.lookup.json }), and that document names the table under "files"; check the table through its document ' +
      'with switchboard inspect DOC, or look a row up with switchboard lookup DOC'],
    ['an Excel workbook', 'flows/customer-care/customers.xlsx',
      'flows/customer-care/customers.xlsx:1:1 not_a_flow this file is an Excel workbook, not a flow: a flow names a lookup document under documents ' +
      '(documents: { customers: customers.lookup.json }), and that document names the table under "files"; check the table through its document ' +
      'with switchboard inspect DOC, or look a row up with switchboard lookup DOC'],
    ['a picture', 'packages/matcher/test/fixtures/table-screenshot.png',
      'packages/matcher/test/fixtures/table-screenshot.png:1:1 not_a_flow this file is a picture (PNG, JPEG, GIF, WebP or TIFF), not a flow: ' +
      'a flow is a YAML or JSON text file (docs/flows.md); name the flow file'],
  ])('%s given as FLOW is said to be one, with what to run instead (not_a_flow, exit 2)', async (_, flow, says) => {
    const io = memoryIO('', root);
    expect(await run([flow], io)).toBe(2);
    expect(io.out()).toBe(`${says}\n\n1 problem in 1 of 1 flow\n`);
  });

  // Until 2026-12-06 such a document was named by its absolute path, where a missing one was named as the flow writes it.
  test.each([
    ['a table', 'data/patients.csv', 'data/patients.csv is a data table (a CSV file), not a lookup document. Pass the lookup document'],
    ['a document that is not valid JSON', 'data/cut.lookup.json', 'Lookup document data/cut.lookup.json is not valid JSON: line 1, column 14'],
  ])('a flow naming %s as a document names it as the flow writes it', async (_, written, says) => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-validate-named-'));
    try {
      await mkdir(join(folder, 'data'));
      await writeFile(join(folder, 'data', 'patients.csv'), await readFile(join(root, 'flows/patient-line/patients.csv')));
      await writeFile(join(folder, 'data', 'cut.lookup.json'), '{"lookups": [');
      await writeFile(join(folder, 'names.flow.yaml'), `start: bye\ndocuments:\n  records: ${written}\nnodes:\n  bye: { kind: end, text: Bye }\n`);
      const io = memoryIO('', folder);
      expect(await run(['names.flow.yaml'], io)).toBe(1);
      expect(io.out()).toContain(`names.flow.yaml:3:3 document_error document "records" cannot be used: ${says}`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test.each([
    ['a FLOW that is a link leading back to itself', 'loop-a.flow.yaml',
      'loop-a.flow.yaml flow_unreadable cannot read flow file loop-a.flow.yaml: it is a symbolic link that leads back to itself, or through more links ' +
      'than the system follows (ELOOP); point the link at the flow file itself (ls -l shows where it leads)\n', 2],
    ['a flow naming a lookup document that is a link leading back to itself', 'names.flow.yaml',
      'names.flow.yaml:3:3 document_error document "customers" cannot be used: loop-a.lookup.json is a symbolic link that leads back to itself, or through ' +
      'more links than the system follows (ELOOP); point the link at the lookup document itself (ls -l shows where it leads); a path under "documents" is ' +
      'relative to the flow file\n', 1],
  ])('%s is said in words with the fix, not as the system\'s sentence', async (_, flow, says, status) => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-validate-link-'));
    try {
      await symlink('loop-b.flow.yaml', join(folder, 'loop-a.flow.yaml'));
      await symlink('loop-a.flow.yaml', join(folder, 'loop-b.flow.yaml'));
      await symlink('loop-b.lookup.json', join(folder, 'loop-a.lookup.json'));
      await symlink('loop-a.lookup.json', join(folder, 'loop-b.lookup.json'));
      await writeFile(join(folder, 'names.flow.yaml'), 'start: bye\ndocuments:\n  customers: loop-a.lookup.json\nnodes:\n  bye: { kind: end, text: Bye }\n');
      const io = memoryIO('', folder);
      expect(await run([flow], io)).toBe(status);
      expect(io.out()).toBe(`${says}\n1 problem in 1 of 1 flow\n`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  // An editor's problem matcher or a CI annotation reads one issue per line; a terminal must not be driven by a flow's text.
  test.each([
    ['an escape sequence', '"b\\e[2J\\e[31mRED"', '"b\\u001b[2J\\u001b[31mRED"'],
    ['a line break', '"b\\nc"', '"b\\nc"'],
    ['a carriage return', '"b\\rc"', '"b\\u000dc"'],
  ])('%s in a flow\'s text is written out in its issue, which stays on one line', async (_, written, shown) => {
    const flow = join(scratch, 'controls.flow.yaml');
    await writeFile(flow, `start: a\nnodes:\n  a: { kind: say, text: Hi, next: ${written} }\n`);
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(1);
    expect(io.out()).toBe(`controls.flow.yaml:3:36 unknown_target [a] node "a" sends "next" to ${shown}, which is not a node; nodes are: a\n\n1 problem in 1 of 1 flow\n`);
  });

  test('a flow whose only issues are warnings is ok: they are printed, marked, and the exit code is 0', async () => {
    const flow = join(scratch, 'warned.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_topic }], otherwise: bye }',
      '  ask_topic: { kind: collect, into: topic, next: bye }',
      '  bye: { kind: end, text: "Thanks for asking about {{topic}}." }',
      '',
    ].join('\n'));
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(0);
    expect(io.out().trim().split('\n')).toEqual([
      `${flow}: ok (1 warning)`,
      'warned.flow.yaml:5:52 warning maybe_unset_variable [bye] node "bye" reads "topic" in "text", but "topic" has no value on the way ask → route [otherwise] → bye ' +
        '(it is set by "ask_topic"): it would be said as nothing there. Set "topic" on every way to "bye", or send that way to a node of its own',
      '',
      '1 warning in 1 flow, no problems',
    ]);
    const json = memoryIO('', scratch);
    expect(await run([flow, '--json'], json)).toBe(0);
    expect((JSON.parse(json.out()) as { issues: unknown[] }[])[0]?.issues).toEqual([expect.objectContaining({ code: 'maybe_unset_variable', severity: 'warning', node: 'bye', line: 5 })]);
  });

  test('a warning a node ignores is left out of the text, counted on the ok line, and listed under "silenced" by --json', async () => {
    const flow = join(scratch, 'ignored.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_topic }], otherwise: bye }',
      '  ask_topic: { kind: collect, into: topic, next: bye }',
      '  # Said as "Thanks for asking about ." when the caller said no: fine here.',
      '  bye: { kind: end, text: "Thanks for asking about {{topic}}.", ignore: [maybe_unset_variable] }',
      '',
    ].join('\n'));
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(0);
    expect(io.out()).toBe(`${flow}: ok (1 warning ignored, listed by --json)\n`);
    const json = memoryIO('', scratch);
    expect(await run([flow, '--json'], json)).toBe(0);
    const [result] = JSON.parse(json.out()) as { issues: unknown[]; silenced: unknown[] }[];
    expect(result?.issues).toEqual([]);
    expect(result?.silenced).toEqual([expect.objectContaining({ code: 'maybe_unset_variable', severity: 'warning', node: 'bye', line: 6, column: 52 })]);
  });

  test('a transfer that may be handed to nobody is an error: the flow is refused', async () => {
    const flow = join(scratch, 'unset-transfer.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: out }',
      '  ask_ext: { kind: collect, into: ext, next: out }',
      '  out: { kind: transfer, to: "{{ext}}" }',
      '',
    ].join('\n'));
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(1);
    expect(io.out()).toContain('unset-transfer.flow.yaml:5:31 maybe_unset_variable [out] node "out" reads "ext" in "to"');
    expect(io.out()).toContain('1 problem in 1 of 1 flow\n');
  });

  test('a field read from a set node\'s copy of a whole row is said to be text, with the field to read and the column checked', async () => {
    // A set node stores what its value renders to: `saved: "{{customer}}"` is the row's values in one text.
    const io = memoryIO('', root);
    expect(await run(['packages/cli/test/fixtures/copied-record.flow.yaml', '--json'], io)).toBe(1);
    const [{ issues }] = JSON.parse(io.out()) as [{ issues: { code: string; node: string; line: number; column: number; message: string }[] }];
    expect(issues.map(({ code, node, line, column }) => [code, node, line, column])).toEqual([
      ['field_of_text', 'tell_first', 21, 20],
      ['field_of_text', 'tell_first', 21, 45],
      ['field_of_text', 'tell_first', 21, 69],
      ['field_of_text', 'tell', 25, 24],
      ['field_of_text', 'tell', 25, 47],
    ]);
    const [fullName, shoeSize, listCity, city, plan] = issues.map(({ message }) => message);
    // A field of a copied list of rows is read from one of its rows.
    expect(listCity).toContain('node "keep_candidate" copies {{customer_candidates}} (the list of candidate rows)');
    expect(listCity).toContain('read {{customer_candidates.0.City}} instead');
    expect(fullName).toContain('reads "first.Full Name", but first holds text, not a record: node "keep_candidate" copies {{customer_candidates.0}} (a candidate\'s row)');
    expect(fullName).toContain('read {{customer_candidates.0.Full Name}} instead, or copy the field where the record is copied: first_full_name: "{{customer_candidates.0.Full Name}}" in node "keep_candidate"');
    // The column is checked against the copied rows' columns, as {{customer.Column}} is.
    expect(shoeSize).toContain('the rows of "lookup_customer" have no column "Shoe Size"; known: Full Name, City, Account ID, Plan, Status');
    expect(city).toContain('node "keep_row" copies {{customer}} (the row a #lookup stores) and node "keep_candidate" copies {{customer_candidates.0}}');
    expect(city).toContain('copy the field where each record is copied: saved_city: "{{customer.City}}" in node "keep_row", saved_city: "{{customer_candidates.0.City}}" in node "keep_candidate"');
    expect(plan).toContain('have no column "Plna"; did you mean "Plan"?');
    expect(plan).toContain('saved_plan: "{{customer.Plan}}" in node "keep_row"');
    for (const message of issues.map(({ message }) => message)) expect(message).not.toContain('write {{');
  });

  test('a node text repeating one mistake 30 times lists the first 20 of each code and one line counting the rest; the total counts all', async () => {
    const flow = join(scratch, 'pasted.flow.yaml');
    await writeFile(flow, [
      `documents: { customers: ${JSON.stringify(demoDocument)} }`,
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: find }',
      `  find: { kind: lookup, text: "#lookup lookup_customer full_name={{caller_name}} ${Array.from({ length: 30 }, (_, i) => `p${i}:x`).join(' ')}", on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }`,
      '  bye: { kind: end }',
      '',
    ].join('\n'));
    const io = memoryIO('', scratch);
    expect(await run([flow], io)).toBe(1);
    const lines = io.out().trim().split('\n');
    // Each `pN:x` is also a parameter lookup_customer does not take: 30 of each code.
    for (const code of ['colon_for_equals', 'unknown_parameter']) {
      const listed = lines.filter((line) => line.includes(` ${code} [find] `));
      expect(listed).toHaveLength(21);
      expect(listed.at(-1)).toMatch(new RegExp(`^pasted\\.flow\\.yaml:4:\\d+ ${code} \\[find\\] node "find" has 10 more ${code} issues from here on, not listed one by one \\(the first 20 are above\\)`));
    }
    expect(lines.at(-1)).toBe('60 problems in 1 of 1 flow');
  });

  // Until 2026-12-06 a flow outside the folder the command runs in was named ../../tmp/…/broken.flow.yaml.
  test('a flow outside the folder the command runs in is named by its absolute path, as it was given', async () => {
    const flow = join(scratch, 'broken.flow.yaml');
    await writeFile(flow, brokenFlow);
    const io = memoryIO('', join(root, 'packages'));
    expect(await run([flow], io)).toBe(1);
    expect(io.out().split('\n')[0]).toMatch(new RegExp(`^${flow.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:10:12 missing_required_parameter `));
  });

  test.each([
    { name: 'a file that is not there (exit 2: it could not be checked)', argv: ['no/such/flow.yaml'], code: 2, out: 'no/such/flow.yaml flow_unreadable cannot read flow file' },
    { name: 'no flow at all', argv: [], code: 2, err: 'missing FLOW' },
    { name: 'an unknown option', argv: ['x.yaml', '--fix'], code: 2, err: 'unknown option --fix' },
  ])('$name', async ({ argv, code, out, err }) => {
    const io = memoryIO('', root);
    expect(await run(argv, io)).toBe(code);
    if (out !== undefined) expect(io.out()).toContain(out);
    if (err !== undefined) expect(io.err()).toContain(err);
  });
});
