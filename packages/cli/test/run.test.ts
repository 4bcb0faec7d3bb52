import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CLI_TEST_TIMEOUT_MS, runCli } from './cliProcess.js';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's lookup document is loaded once for the file's calls: what is tested is the call in the terminal.
loadEachDocumentOnce();
const { run } = await import('../src/commands/run.js');
const { memoryIO } = await import('../src/io.js');

const root = fileURLToPath(new URL('../../../', import.meta.url));
const demo = 'flows/customer-care/flow.yaml';
let scratch = '';
beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'switchboard-run-')); });
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

async function runFlow(flow: string, input: string, extra: string[] = []) {
  const io = memoryIO(input, root);
  const code = await run([flow, ...extra], io);
  return { code, out: io.out(), err: io.err() };
}
const runDemo = (input: string, extra: string[] = []) => runFlow(demo, input, extra);

interface AlternatingModel { base: string; close(): Promise<void> }

/**
 * A real OpenAI-compatible server on loopback: odd requests are answered with `toolCalls`, even ones with `text`
 * (a model asking for tools, then answering once it has read them).
 */
async function startAlternatingModel(toolCalls: readonly object[], text: string): Promise<AlternatingModel> {
  let asked = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      asked += 1;
      const calling = asked % 2 === 1;
      const message = calling ? { role: 'assistant', content: null, tool_calls: toolCalls } : { role: 'assistant', content: text };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ index: 0, finish_reason: calling ? 'tool_calls' : 'stop', message }] }));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

describe('what the transcript prints', () => {
  test('control characters in what is said or heard are written out, never sent to the terminal', async () => {
    // ESC sequences that would clear the screen and retitle the window and a C1 CSI are not heard (runTerminalEscapes.test.ts);
    // a bell and a ^A left alone are heard, and written out (a carriage return ends the line, as readline reads it).
    const { code, out } = await runDemo('Zebedee \u001b[2J\u001b]0;pwned\u0007Quux\u009b31m\u0007\u0001\nno thanks\n');
    expect(code).toBe(0);
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(out).toContain('caller: Zebedee Quux\\u0007\\u0001\n');
    expect(out).toContain('Thank you for calling Acme Energy. Goodbye.');
  });
});

describe('switchboard run on the customer-care demo, caller lines piped in', () => {
  test.each([
    {
      name: 'Kaitlyn Meyers is found as Caitlin Myers and her account is confirmed',
      input: 'Kaitlyn Meyers\n',
      shows: ['caller: Kaitlyn Meyers', '-> confident]', 'agent:  Thank you, Caitlin Myers. I have your account A 1 0 0 0 1 in Chicago: the Premium plan, status Active.', '[call ended]'],
    },
    {
      name: 'Sean Riley is asked for his city and found in Denver',
      input: 'Sean Riley\nDenver\n',
      shows: ['-> ambiguous]', 'Which city do you live in?', 'city="Denver" -> confident]', 'Thank you, Sean Riley. I have your account A 1 0 0 0 3 in Denver', '[call ended]'],
    },
    {
      name: 'an unknown caller who wants a colleague is transferred',
      input: 'Zebedee Quux\nyes please\n',
      shows: ['-> not_found]', "I couldn't find your account. Would you like me to put you through to a colleague?", '[call transferred to customer-care-queue]'],
    },
    {
      name: 'an unknown caller who declines hears goodbye',
      input: 'Zebedee Quux\nno thanks\n',
      shows: ['-> not_found]', 'Thank you for calling Acme Energy. Goodbye.', '[call ended]'],
    },
    {
      name: 'silence makes the lookup fail on an empty name: the caller is asked again',
      input: '\n',
      // The code the flow branches on (customer_error), with the document's words: not the runtime's lookup_failed around it.
      shows: ['-> error (ARGUMENT_MISSING: Tool "lookup_customer" needs the argument "full_name"', "Sorry, I didn't catch that. May I have your first and last name?", '[caller hung up at ask_name_again]'],
    },
    {
      name: 'silence twice: the caller hears the name was not caught (not that the records are down) and is transferred',
      input: '\n\n',
      shows: ["Sorry, I didn't catch that.", "Sorry, I still didn't catch your name.", '[call transferred to customer-care-queue]'],
    },
    {
      name: 'input ending mid-call is a hang-up at the node that was listening',
      input: 'Sean Riley\n',
      shows: ['Which city do you live in?', '[caller hung up at ask_city]'],
    },
    {
      name: 'Windows line endings are read as plain lines',
      input: 'Kaitlyn Meyers\r\n',
      shows: ['caller: Kaitlyn Meyers\n', '-> confident]'],
    },
  ])('$name', async ({ input, shows }) => {
    const { code, out, err } = await runDemo(input);
    expect(err).toBe('');
    expect(code).toBe(0);
    for (const text of shows) expect(out).toContain(text);
    expect(out.startsWith('agent:  Thank you for calling Acme Energy customer care.\nagent:  May I have your full name, please?\n')).toBe(true);
  });

  test('a broken flow gets the list of problems with lines, not a stack trace', async () => {
    const flow = join(scratch, 'broken.flow.yaml');
    await writeFile(flow, ['nodes:', '  greet:', '    kind: say', '    text: Hi', '    next: nowhere', '  orphan:', '    kind: end', ''].join('\n'));
    const io = memoryIO('', root);
    expect(await run([flow], io)).toBe(1);
    expect(io.err()).toContain('broken.flow.yaml:5:11 unknown_target [greet]');
    expect(io.err()).toContain('broken.flow.yaml:6:3 unreachable_node [orphan]');
    expect(io.err()).toContain('has 2 problems; fix them and run again');
    // One problem is said as one.
    const single = join(scratch, 'single.flow.yaml');
    await writeFile(single, ['nodes:', '  greet:', '    kind: say', '    text: Hi', '    next: nowhere', ''].join('\n'));
    const once = memoryIO('', root);
    expect(await run([single], once)).toBe(1);
    expect(once.err()).toContain('has 1 problem; fix it and run again');
    expect(io.err()).not.toMatch(/\n\s+at /);
    expect(io.out()).toBe('');
  });


  // The one exit rule (`exitStatus.ts`): a flow with errors was read and checked (1); a FLOW that cannot be read, or a
  // file of another kind, was never run (2), as in validate. Until 2026-12-06 run exited 1 for both.
  test.each([
    { name: 'a file that is not there', file: () => join(scratch, 'no-such.flow.yaml'), says: 'flow_unreadable' },
    { name: 'a folder', file: () => scratch, says: 'flow_unreadable' },
    { name: 'a lookup document', file: () => join(root, 'flows/customer-care/customers.lookup.json'), says: 'not_a_flow' },
  ])('a FLOW that is $name exits 2 with $says, nothing run', async ({ file, says }) => {
    const io = memoryIO('Sean Riley\n', root);
    expect(await run([file()], io)).toBe(2);
    expect(io.err()).toContain(` ${says} `);
    expect(io.out()).toBe('');
  });
  test('a flow with a warning runs, the warning shown on stderr first', async () => {
    const flow = join(scratch, 'warned.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_topic }], otherwise: bye }',
      '  ask_topic: { kind: collect, into: topic, next: bye }',
      '  bye: { kind: end, text: "Thanks for asking about {{topic}}." }',
      '',
    ].join('\n'));
    const io = memoryIO('no\n', scratch);
    expect(await run([flow], io)).toBe(0);
    expect(io.err()).toContain('warned.flow.yaml:5:52 warning maybe_unset_variable [bye] node "bye" reads "topic"');
    expect(io.out()).toContain('agent:  Thanks for asking about .');
  });

  test('a value a formatter cannot read is said as written, the warning under the line', async () => {
    const flow = join(scratch, 'formatted.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: due, next: bye }',
      '  bye: { kind: end, text: "Due {{due | date}}." }',
      '',
    ].join('\n'));
    const io = memoryIO('soon\n', scratch);
    expect(await run([flow], io)).toBe(0);
    expect(io.out()).toContain('agent:  Due soon.\n        [bye: value_not_formatted: {{due | date}} at node "bye" held "soon", which is not a date');
  });

  test.each([
    { name: 'no flow', argv: [], says: 'missing FLOW' },
    { name: 'an unknown option', argv: [demo, '--loud'], says: 'unknown option --loud' },
    { name: 'an option without its value', argv: [demo, '--caller'], says: '--caller needs a value' },
    {
      name: '--caller with --resume, which would be ignored', argv: [demo, '--resume', 'call.json', '--caller', '+15550100'],
      says: '--caller cannot be combined with --resume: a resumed call keeps the call context it was saved with (its caller, called number and call id); leave --caller out, or start a new call without --resume',
    },
    { name: '--call-id with --resume', argv: [demo, '--call-id', 'c-2', '--resume', 'call.json'], says: '--call-id cannot be combined with --resume' },
  ])('$name is a usage error', async ({ argv, says }) => {
    const io = memoryIO('', root);
    expect(await run(argv, io)).toBe(2);
    expect(io.err()).toContain(says);
  });

  test('a model timeout that is not a number is a coded error before the call starts', async () => {
    const io = memoryIO('', root);
    io.env = { OPENAI_API_KEY: 'k', SWITCHBOARD_MODEL_TIMEOUT_MS: '30s' };
    expect(await run([demo], io)).toBe(1);
    expect(io.err()).toBe('switchboard run: model_config_invalid: SWITCHBOARD_MODEL_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, not "30s"\n');
    expect(io.out()).toBe('');
  });

  describe('a saved call that cannot be used, and a save that cannot be written, get a coded error naming the file, exit 2 (1 until 2026-12-06)', () => {
    const saveOne = async (name: string) => {
      const saved = join(scratch, name);
      await runDemo('Sean Riley\n', ['--save', saved]);
      return { saved, snapshot: JSON.parse(await readFile(saved, 'utf8')) as { machine: { value: unknown; context: unknown } } };
    };

    test.each<{ name: string; edit: (snapshot: { machine: { value: unknown; context: unknown } }) => void; says: string }>([
      { name: 'a state edited to one the flow lacks', edit: (snapshot) => { snapshot.machine.value = 'nope'; }, says: '"machine.value" is "nope", which is not a node of' },
      { name: 'a null context', edit: (snapshot) => { snapshot.machine.context = null; }, says: '"machine.context" must be a mapping' },
    ])('--resume with $name is snapshot_invalid', async ({ edit, says }) => {
      const { saved, snapshot } = await saveOne(`edited-${says.length}.json`);
      edit(snapshot);
      await writeFile(saved, JSON.stringify(snapshot));
      const { code, out, err } = await runDemo('Denver\n', ['--resume', saved]);
      expect(code).toBe(2);
      expect(err).toContain(`switchboard run: snapshot_invalid: cannot resume from ${saved}: this is not a call snapshot: ${says}`);
      expect(err).not.toMatch(/\n\s+at /);
      expect(out).toBe('');
    });

    test('--resume with a file that is not JSON is snapshot_invalid naming the file', async () => {
      const saved = join(scratch, 'garbage.json');
      await writeFile(saved, 'call: {');
      const { code, err } = await runDemo('Denver\n', ['--resume', saved]);
      expect(code).toBe(2);
      expect(err).toMatch(new RegExp(`^switchboard run: snapshot_invalid: cannot resume from ${saved}: not JSON \\(`));
    });

    test('--resume with a file that is not there is snapshot_unreadable', async () => {
      const { code, err } = await runDemo('Denver\n', ['--resume', join(scratch, 'missing.json')]);
      expect(code).toBe(2);
      expect(err).toBe(`switchboard run: snapshot_unreadable: cannot read the call snapshot ${join(scratch, 'missing.json')}: there is no such file; give the path a run saved with --save\n`);
    });

    test('--save into a folder that does not exist is snapshot_write_failed before the call starts, not after the caller talked', async () => {
      const target = join(scratch, 'no-such-folder', 'call.json');
      const { code, out, err } = await runDemo('Sean Riley\n', ['--save', target]);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toBe(`switchboard run: snapshot_write_failed: cannot write the call snapshot to ${target}: its folder does not exist; create it, or save elsewhere\n`);
    });

    test.each([
      ['a flow', 'flow.yaml', 'nodes:\n  bye: { kind: end }\n'],
      ['a call file', 'lost.call.yaml', 'flow: ../flow.yaml\nturns: []\nexpect: { status: ended }\n'],
      ['a lookup document', 'customers.lookup.json', '{ "files": ["customers.xlsx"], "lookups": [] }\n'],
    ])('--save naming %s is snapshot_write_failed before the call starts, and the file is left as it was', async (_, name, content) => {
      const target = join(scratch, name);
      await writeFile(target, content);
      const { code, out, err } = await runDemo('Sean Riley\n', ['--save', target]);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toBe(`switchboard run: snapshot_write_failed: cannot write the call snapshot to ${target}: the file is there and holds something other than a saved call ` +
        '(a flow, a call file, a document?), which saving would overwrite; name a new file, or one a run saved with --save\n');
      expect(await readFile(target, 'utf8')).toBe(content);
    });

    // A call that ends has nothing to save: a run resumed with --save FILE must not leave FILE looking as if it were
    // saved again (resuming it would replay a call that is over). Until 2026-12-06 the run said nothing of it.
    test.each([
      { name: 'a file that holds an earlier saved call', earlier: true, says: (file: string) => `[the call is over: nothing saved to ${file}, which still holds the call saved earlier]\n` },
      { name: 'a new file', earlier: false, says: (file: string) => `[the call is over: nothing saved to ${file}]\n` },
    ])('a call that ends with --save naming $name says nothing was saved, and the file is left as it was', async ({ earlier, says }) => {
      const target = join(scratch, `over-${String(earlier)}.json`);
      if (earlier) await runDemo('Sean Riley\n', ['--save', target]);
      const before = earlier ? await readFile(target, 'utf8') : undefined;
      const { code, out } = await runDemo('Zebedee Quux\nno thanks\n', ['--save', target]);
      expect(code).toBe(0);
      expect(out).toContain('[call ended]\n');
      expect(out.endsWith(says(target))).toBe(true);
      if (earlier) expect(await readFile(target, 'utf8')).toBe(before);
      else await expect(readFile(target, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    });

    // The flow files a refusal names are named as the command's other messages name them, from where it runs.
    test('a saved call refused by another flow names both flows by their short names, and the one to resume with', async () => {
      const saved = join(scratch, 'other-flow.json');
      await runDemo('Sean Riley\n', ['--save', saved]);
      const { code, err } = await runFlow('flows/billing-line/flow.yaml', 'Denver\n', ['--resume', saved]);
      expect(code).toBe(2);
      expect(err).toContain(`switchboard run: snapshot_flow_mismatch: cannot resume from ${saved}: the call was saved on flows/customer-care/flow.yaml waiting at node "ask_city", which flows/billing-line/flow.yaml, another flow file, does not have, so it cannot go on from there; resume it with flows/customer-care/flow.yaml, or start the call anew`);
      // (Until 2026-12-06 it said billing-line "no longer has" the node, as if it were the saved flow edited.)
      expect(err).not.toContain(root);
    });

    test('--save over an earlier saved call (or an empty file) writes it', async () => {
      const target = join(scratch, 'saved-twice.json');
      await writeFile(target, '');
      expect((await runDemo('Sean Riley\n', ['--save', target])).code).toBe(0);
      expect((await runDemo('Sean Riley\n', ['--save', target])).code).toBe(0);
      expect(JSON.parse(await readFile(target, 'utf8'))).toMatchObject({ format: 'switchboard.call/1' });
    });

    // A save that fails after the call (a full disk: /dev/full takes no byte) leaves the work not done: exit 2, the
    // reason in words (until 2026-12-06 exit 1 and the system's "ENOSPC: no space left on device, write"). Run by a
    // user who may not write to /dev, the check before the call refuses it, with exit 2 too.
    test('--save whose write fails after the call is snapshot_write_failed, exit 2, said in words', async () => {
      const { code, err } = await runDemo('Sean Riley\n', ['--save', '/dev/full']);
      expect(code).toBe(2);
      expect(err).toMatch(/^switchboard run: snapshot_write_failed: cannot write the call snapshot to \/dev\/full: (the disk it goes to is full|permission denied)/);
      expect(err).not.toContain('no space left on device, write');
    });

    test('--save naming a folder is snapshot_write_failed before the call starts', async () => {
      const { code, out, err } = await runDemo('Sean Riley\n', ['--save', scratch]);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toBe(`switchboard run: snapshot_write_failed: cannot write the call snapshot to ${scratch}: it is a folder; name a file\n`);
    });
  });

  test('a resumed call first says where it resumes and repeats what the agent said since the caller last spoke', async () => {
    const saved = join(scratch, 'waiting-for-city.json');
    await runDemo('Sean Riley\n', ['--save', saved]);
    const { code, out } = await runDemo('Denver\n', ['--resume', saved]);
    expect(code).toBe(0);
    expect(out.startsWith([
      '[call resumed at ask_city, where the agent said:]',
      'agent:  I found more than one customer named Sean Riley. Which city do you live in?',
      'caller: Denver',
      '',
    ].join('\n'))).toBe(true);
    // What came before the caller's last line was shown by the run that saved the call.
    expect(out).not.toContain('May I have your full name');
  });

  test('a call resumed before the caller said anything repeats the greeting and the first question', async () => {
    const saved = join(scratch, 'waiting-for-name.json');
    await runDemo('', ['--save', saved]);
    const { out } = await runDemo('', ['--resume', saved]);
    expect(out).toBe([
      '[call resumed at ask_name, where the agent said:]',
      'agent:  Thank you for calling Acme Energy customer care.',
      'agent:  May I have your full name, please?',
      '[caller hung up at ask_name]',
      '',
    ].join('\n'));
  });

  test('a call saved when the input ends resumes in a new process and goes on where it was', async () => {
    const saved = join(scratch, 'call.json');
    const first = await runDemo('Sean Riley\n', ['--save', saved, '--caller', '+15551234567']);
    expect(first.out).toContain('[caller hung up at ask_city]');
    const snapshot = JSON.parse(await readFile(saved, 'utf8')) as { format: string };
    expect(snapshot.format).toBe('switchboard.call/1');

    const child = await runCli(['run', demo, '--resume', saved], { input: 'Denver\n', env: { PATH: process.env.PATH ?? '' } });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).not.toContain('May I have your full name');
    expect(child.stdout).toContain('[find_by_name_and_city: lookup_customer full_name="Sean Riley" city="Denver" -> confident]');
    expect(child.stdout).toContain('Thank you, Sean Riley. I have your account A 1 0 0 0 3 in Denver');
    expect(child.stdout).toContain('[call ended]');
  }, CLI_TEST_TIMEOUT_MS);
});

describe('caller lines piped in with a byte-order mark', () => {
  const lines = 'Kaitlyn Meyers\r\nno thanks\r\n';
  const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();
  test.each([
    ['UTF-16 LE (PowerShell, Notepad "Unicode")', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines, 'utf16le')])],
    ['UTF-16 BE', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(lines)])],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines, 'utf8')])],
  ])('%s is read as the text it holds, even a byte at a time', async (_encoding, bytes) => {
    for (const chunks of [[bytes], [...bytes].map((byte) => Buffer.from([byte]))]) {
      const io = { ...memoryIO('', root), stdin: Readable.from(chunks) };
      const code = await run([demo], io);
      expect(code).toBe(0);
      expect(io.out()).toContain('caller: Kaitlyn Meyers\n');
      expect(io.out()).toContain('-> confident]');
      expect(io.out()).not.toMatch(/\u0000|\ufeff|\ufffd/);
    }
  });
});

describe('switchboard run --trace', () => {
  const billing = 'flows/billing-line/flow.yaml';
  const runBilling = (input: string, extra: string[]) => runFlow(billing, input, extra);

  test('prints on stderr each node entered, what set nodes store and how the branch chose; the transcript is unchanged', async () => {
    const input = 'Zebedee Quux\nsomething else\n';
    const plain = await runBilling(input, []);
    const traced = await runBilling(input, ['--trace']);
    expect(traced.code).toBe(0);
    expect(traced.out).toBe(plain.out);
    expect(plain.err).toBe('');
    expect(traced.err).toBe([
      'trace: -> greet (say)',
      'trace: -> ask_name (collect)',
      'trace: -> find (lookup)',
      'trace: -> new_caller (set)',
      'trace: set new_caller: greeting="Thank you."',
      'trace: -> ask_topic (collect)',
      'trace: -> route (branch)',
      'trace: branch route: topic="something else" -> otherwise -> general',
      'trace: -> general (set)',
      'trace: set general: queue="billing-general"',
      'trace: -> hand_over (transfer)',
      '',
    ].join('\n'));
  });

  test('a collect node with tries: the transcript says where its tries sent the call, the trace which try it asked', async () => {
    const { code, out, err } = await runFlow('flows/main-menu/flow.yaml', 'hmm\n\n', ['--trace']);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'agent:  Thank you for calling Northwind Clinic.',
      'agent:  Say appointments or press 1, say billing or press 2, or say or key in the extension of the person you want. For the front desk, say operator.',
      'caller: hmm',
      "agent:  Sorry, I didn't catch that. Say appointments, billing, an extension, or operator, or press 1 or 2.",
      'caller: ',
      '        [menu: asked 2 times, tries used -> no_match]',
      'agent:  Let me put you through to the front desk.',
      '[call transferred to front-desk]',
      '',
    ]);
    expect(err.split('\n')).toEqual([
      'trace: -> welcome (say)',
      'trace: -> menu (collect)',
      'trace: collect menu: try 1 of 2',
      'trace: -> route (branch)',
      'trace: branch route: choice="hmm" -> otherwise -> menu',
      'trace: -> menu (collect)',
      'trace: collect menu: try 2 of 2',
      'trace: -> menu (collect)',
      'trace: -> no_match (transfer)',
      '',
    ]);
  });

  test('a line "keys: …" presses keys: shown as keys, stored as digits; keys no keypad has are said and typed again', async () => {
    const { code, out, err } = await runFlow('flows/main-menu/flow.yaml', 'keys: 1x\nKEYS: 101#\n', ['--trace']);
    expect(code).toBe(0);
    expect(out).toContain('caller: [keys 101#]\n');
    expect(out).toContain('[call transferred to 101]');
    expect(err).toContain('switchboard run: invalid_keys: the line "keys: 1x" presses no keys of a keypad: a keypad has only the keys 0-9, *, # and A-D; the call still listens: type the line again\n');
    expect(err).toContain('trace: branch route: choice="101" -> cases[0] (matched "101") -> dr_okafor\n');
  });

  test('a branch case taken names the case and the phrase it matched', async () => {
    const { err } = await runBilling('Kaitlyn Meyers\nI want to make a payment\n', ['--trace']);
    expect(err).toContain('trace: set known_caller: greeting="Thank you, Caitlin Myers."\n');
    expect(err).toContain('trace: branch route: topic="I want to make a payment" -> cases[0] (matched "payment") -> payments\n');
  });

  test('a value a set node stored unformatted is traced with its warning', async () => {
    const flow = join(scratch, 'set-formatted.flow.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, into: due, next: keep }',
      '  keep: { kind: set, values: { due_said: "{{due | date}}" }, next: bye }',
      '  bye: { kind: end, text: "Due {{due_said}}." }',
      '',
    ].join('\n'));
    const io = memoryIO('soon\n', scratch);
    expect(await run([flow, '--trace'], io)).toBe(0);
    expect(io.err()).toContain('trace: set keep: due_said="soon"\ntrace:   value_not_formatted: {{due | date}} at node "keep" held "soon", which is not a date');
  });

  test('a resumed call traces from where it resumes, not the nodes the saved run went through', async () => {
    const saved = join(scratch, 'billing-trace.json');
    await runBilling('Zebedee Quux\n', ['--save', saved]);
    const { code, err } = await runBilling('I want to pay\n', ['--resume', saved, '--trace']);
    expect(code).toBe(0);
    expect(err).toBe([
      'trace: -> route (branch)',
      'trace: branch route: topic="I want to pay" -> cases[0] (matched "pay") -> payments',
      'trace: -> payments (set)',
      'trace: set payments: queue="billing-payments"',
      'trace: -> hand_over (transfer)',
      '',
    ].join('\n'));
  });
});

describe('a model reply longer than a caller is read, and one asked for twice', () => {
  // A real OpenAI-compatible server on loopback whose one reply is 40 sentences (about 1,300 characters); a request
  // whose last message asks "fail first" is answered HTTP 503 the first time it comes.
  const sentences = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} of a very long answer.`);
  let server: Server;
  let base = '';
  let failedOnce = false;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (Buffer.concat(chunks).toString('utf8').includes('fail first') && !failedOnce) {
          failedOnce = true;
          response.statusCode = 503;
          response.setHeader('retry-after', '0');
          response.end('{"error":{"message":"overloaded"}}');
          return;
        }
        response.end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: sentences.join(' ') } }] }));
      });
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => { await new Promise((closed) => server.close(closed)); });

  /** A flow that asks the caller, then lets the model answer once. */
  async function writeConversationFlow(): Promise<string> {
    const flow = join(scratch, 'long-reply.yaml');
    await writeFile(flow, [
      'nodes:',
      '  ask: { kind: collect, text: How can I help?, into: question, next: answer }',
      '  answer: { kind: conversation, text: Answer the caller., next: bye }',
      '  bye: { kind: end, text: Goodbye. }',
      '',
    ].join('\n'));
    return flow;
  }

  test('the transcript shows what was said and, under it, that the rest was dropped and why (reply_too_long)', async () => {
    const flow = await writeConversationFlow();
    const io = memoryIO('Tell me everything\n', root);
    io.env = { SWITCHBOARD_MODEL_BASE_URL: base };
    expect(await run([flow], io)).toBe(0);
    const lines = io.out().split('\n');
    const said = lines.findIndex((line) => line.startsWith('agent:  Sentence number 1 '));
    expect(lines[said]).toMatch(/of a very long answer\.$/);
    expect(lines[said]!.length).toBeLessThan(700);
    // (Until 2026-12-06 the transcript showed the shortened reply alone, as if it were the whole answer.)
    expect(lines[said + 1]).toMatch(/^ {8}\[answer: reply_too_long: the model's reply at node "answer" was \d+ characters, more than the 640 a caller is read/);
    expect(lines[said + 2]).toBe('agent:  Goodbye.');
  });

  test('--trace shows a reply the server gave only when asked once more, with its first answer', async () => {
    const flow = await writeConversationFlow();
    const io = memoryIO('fail first, please\n', root);
    io.env = { SWITCHBOARD_MODEL_BASE_URL: base };
    expect(await run([flow, '--trace'], io)).toBe(0);
    // (Until 2026-12-06 a retried request left no trace: the call's log showed one clean request and reply.)
    expect(io.err()).toContain("trace: model answer: the server's first answer was HTTP 503; this reply is from asking once more\n");
    expect(io.out()).toContain('agent:  Sentence number 1 ');
  });
});

describe('a model reply asking for more tool calls than one reply runs', () => {
  // The first request is answered with 25 lookups, the next with text.
  let model: AlternatingModel;
  beforeAll(async () => {
    const call = (i: number) => ({ id: `t${i}`, type: 'function', function: { name: 'lookup_customer', arguments: JSON.stringify({ full_name: 'Kaitlyn Meyers' }) } });
    model = await startAlternatingModel(Array.from({ length: 25 }, (_, i) => call(i)), 'I found Caitlin Myers.');
  });
  afterAll(async () => { await model.close(); });

  test('the calls past the tenth are one transcript line, not one each', async () => {
    const flow = join(scratch, 'many-tools.yaml');
    await writeFile(flow, [
      'documents:',
      `  customers: ${JSON.stringify(join(root, 'flows/customer-care/customers.lookup.json'))}`,
      'nodes:',
      '  ask: { kind: collect, text: How can I help?, into: question, next: answer }',
      '  answer: { kind: conversation, text: Answer with the lookup tool., documents: [customers], next: bye }',
      '  bye: { kind: end, text: Goodbye. }',
      '',
    ].join('\n'));
    const io = memoryIO('Look everyone up\n', root);
    io.env = { SWITCHBOARD_MODEL_BASE_URL: model.base };
    expect(await run([flow], io)).toBe(0);
    const lines = io.out().split('\n');
    expect(lines.filter((line) => line === '        [answer: model called lookup_customer -> confident]')).toHaveLength(10);
    // (Until 2026-12-06 every call ran, each its own line; then each refused call had a line of its own.)
    expect(lines.filter((line) => line.includes('tool_calls_exceeded'))).toEqual([
      '        [answer: model called 15 more tools -> not run, a reply runs at most 10 (tool_calls_exceeded); the model was told to ask again]',
    ]);
    expect(lines).toContain('agent:  I found Caitlin Myers.');
  });
});

describe('a model calling lookup_caller when the client database cannot be reached', () => {
  // The model asks for lookup_caller first, then answers with text; the CRM's url is a loopback port nobody listens on.
  let model: AlternatingModel;
  let closedPort = 0;
  beforeAll(async () => {
    model = await startAlternatingModel([{ id: 't1', type: 'function', function: { name: 'lookup_caller', arguments: '{}' } }], 'I could not find your details.');
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
  });
  afterAll(async () => { await model.close(); });

  test("the transcript names the failure's code (was a bare '-> error')", async () => {
    const flow = join(scratch, 'caller-tool.yaml');
    await writeFile(flow, [
      `caller_lookup: { url: "http://127.0.0.1:${closedPort}/clients", timeout_ms: 2000 }`,
      'nodes:',
      '  ask: { kind: collect, text: How can I help?, into: question, next: answer }',
      '  answer: { kind: conversation, text: Look the caller up., next: bye }',
      '  bye: { kind: end, text: Goodbye. }',
      '',
    ].join('\n'));
    const io = memoryIO('Who am I?\n', root);
    io.env = { SWITCHBOARD_MODEL_BASE_URL: model.base };
    expect(await run([flow, '--caller', '+16175550143'], io)).toBe(0);
    expect(io.out()).toContain('        [answer: model called lookup_caller -> error network_error]\n');
    expect(io.out()).toContain('agent:  I could not find your details.');
  });
});
