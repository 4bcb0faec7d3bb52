// `switchboard run`'s `caller> ` prompt is shown where the caller types, never written into a transcript taken with
// `> FILE`, and that file holds what the caller said: `run FLOW > transcript.txt` typed at a terminal wrote the
// prompts into the file and left the caller's lines out of it. Run on a real terminal (a pseudo-terminal) and pipes.
import { expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_TEST_TIMEOUT_MS, runCli, type CliOptions } from './cliProcess.js';

const FLOW = 'flows/customer-care/flow.yaml';
const SAID = 'Kaitlyn Meyers';
const folder = mkdtempSync(join(tmpdir(), 'run-prompt-'));

test.each([
  // The terminal shows the typing as it is typed: the transcript does not say it again.
  ['typed at a terminal, shown there: the prompt, the typing not repeated', 'terminal', { screenPrompt: true, callerLine: false }],
  ['typed at a terminal, > FILE: the prompt on the terminal, the file holds what the caller said and no prompt', 'terminal > FILE', { screenPrompt: true, callerLine: true }],
  ['piped in, > FILE: no prompt anywhere, the file holds what the caller said', 'pipes', { screenPrompt: false, callerLine: true }],
] as const)('%s', async (_case, where, expected) => {
  const file = join(folder, `${where.replace(/\W+/g, '-')}.txt`);
  const options: CliOptions = where === 'terminal' ? { terminal: {} } : where === 'terminal > FILE' ? { terminal: { stdoutTo: file } } : {};
  const { status, stdout, stderr } = await runCli(['run', FLOW], { ...options, input: `${SAID}\n` });
  // What the user sees at the terminal (a terminal ends its lines with CR LF), and the transcript stdout took.
  const screen = (where === 'pipes' ? stderr : stdout).replaceAll('\r\n', '\n');
  const transcript = where === 'terminal' ? screen : where === 'pipes' ? stdout : readFileSync(file, 'utf8');

  expect(status).toBe(0);
  expect(transcript).toContain('agent:  Thank you, Caitlin Myers.');
  if (where !== 'terminal') expect(transcript).not.toContain('caller>');
  expect(screen.includes('caller> ')).toBe(expected.screenPrompt);
  expect(transcript.includes(`caller: ${SAID}\n`)).toBe(expected.callerLine);
}, CLI_TEST_TIMEOUT_MS);
