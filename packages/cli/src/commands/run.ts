// `switchboard run FLOW`: a call in the terminal; the user types as the caller (lines from stdin when piped).
import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileHead } from '../fileHead.js';
import {
  shownFile,
  describeError,
  countIssues,
  ERROR,
  errorMessages,
  FlowError,
  formatFlowIssue,
  keypadTurn,
  FileTooLargeError,
  linesWithin,
  loadFlow,
  lookupFailureOf,
  nodesReadingCaller,
  readFileWithin,
  MAX_TOOL_CALLS_PER_REPLY,
  OpenAIChatModel,
  printable,
  openAIOptionsFromEnv,
  restoreCall,
  startCall,
  type CallEvent,
  type CallSession,
  type CallSnapshot,
  type ChatModel,
} from '@switchboard/flow';
import { callerText } from '../callerInput.js';
import { callerPrompt } from '../callerPrompt.js';
import { callTracer } from '../callTrace.js';
import type { CliIO } from '../io.js';
import { CLI_ERROR, runMessages, usageMessages } from '../messages.js';
import { isOption } from '../isOption.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { INTERRUPTED_EXIT, interruptMessages, watchInterrupt } from '../runInterrupt.js';
import { EXIT, FLOW_NOT_READ } from '../exitStatus.js';
import { withoutTerminalEscapes } from '../withoutTerminalEscapes.js';
import { keysOfLine } from '../keysLine.js';

export const USAGE = helpText([
  'usage: switchboard run FLOW [--caller NUMBER] [--called NUMBER] [--call-id ID] [--save FILE] [--resume FILE] [--trace]',
  '  FLOW  a flow file (YAML or JSON); the caller\'s turns are typed, or read a line each from stdin when piped;',
  '    a line "keys: 101#" presses keys on the keypad',
  '  --caller NUMBER  the caller\'s phone number in the call context; without it the call has none, as a withheld number (--caller "" says so on purpose)',
  '  --called NUMBER  the number called',
  '  --call-id ID  the call\'s id',
  '  --save FILE  when the input ends mid-call (Ctrl-D) or on Ctrl-C, write the call snapshot to FILE; a second Ctrl-C quits without it',
  '  --resume FILE  continue the call saved in FILE instead of starting a new one (its context kept)',
  '  --trace  also print on stderr each node the call enters, what set nodes store and how branches choose',
  '  --  every word after it is a file, even one starting with a dash',
  '  model (for conversation nodes): SWITCHBOARD_MODEL_BASE_URL, SWITCHBOARD_MODEL_API_KEY, SWITCHBOARD_MODEL,',
  '    SWITCHBOARD_MODEL_TIMEOUT_MS (default 30000)',
  'exit: 0 the call ended, transferred or the input ended, 1 an invalid flow or a failed call, 2 bad usage, a FLOW or --resume file it cannot read or that is of another kind, caller\'s lines it cannot read (stdin a folder, or a line past the limit), a --save file it cannot write, or output that cannot be written, 130 Ctrl-C',
]);

export const VALUE_OPTIONS = ['--caller', '--called', '--call-id', '--save', '--resume'] as const;
// The failures of a --resume file that was never read as a call.
const SNAPSHOT_NOT_READ: ReadonlySet<string> = new Set([ERROR.snapshotUnreadable, ERROR.snapshotInvalid, ERROR.snapshotFlowMismatch]);
type ValueOption = (typeof VALUE_OPTIONS)[number];
const FILE_OPTIONS: ReadonlySet<string> = new Set(['--save', '--resume']);

interface RunArguments { flow: string; options: Partial<Record<ValueOption, string>>; trace: boolean }

function parseArguments(allArgs: readonly string[]): RunArguments | string {
  // After `--`, words are files (`run -- -x.yaml`), as in every command.
  const { words: argv, operands } = splitAtDoubleDash(allArgs);
  const options: Partial<Record<ValueOption, string>> = {};
  const positional: string[] = [];
  let trace = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--trace') {
      trace = true;
    } else if ((VALUE_OPTIONS as readonly string[]).includes(arg)) {
      if (options[arg as ValueOption] !== undefined) return usageMessages.givenTwice(arg);
      const value = argv[index + 1];
      // An empty file name (`--save "$FILE"` with the variable unset) names no file: read as a path it was the folder
      // the command ran in, and `--save` failed only when the call ended. An empty --caller is a withheld number.
      if (value === undefined || (value === '' && FILE_OPTIONS.has(arg))) return usageMessages.needsValue(arg);
      options[arg as ValueOption] = value;
      index += 1;
    } else if (isOption(arg)) {
      return usageMessages.unknownOption(arg, ['--trace', ...VALUE_OPTIONS]);
    } else {
      positional.push(arg);
    }
  }
  positional.push(...operands);
  if (positional.length !== 1 || positional[0] === undefined) return positional.length === 0 ? usageMessages.missingFlow : usageMessages.unexpectedFlowArgument(positional[1] ?? '');
  // A resumed call keeps the context it was saved with: a new caller number would be silently ignored.
  const context = (['--caller', '--called', '--call-id'] as const).find((option) => options[option] !== undefined);
  if (context !== undefined && options['--resume'] !== undefined) {
    return usageMessages.contextWithResume(context);
  }
  return { flow: positional[0], options, trace };
}

/** A model's tool call that did not run, being past the most one reply runs. */
function isRefusedToolCall(event: CallEvent | undefined): boolean {
  return event?.type === 'tool_call' && event.error?.code === ERROR.toolCallsExceeded;
}

/** Several tool calls of one reply that did not run, as one transcript line. */
function refusedToolCallsLine(node: string, count: number): string {
  return `        [${node}: model called ${count} more tools -> not run, a reply runs at most ${MAX_TOOL_CALLS_PER_REPLY} (${ERROR.toolCallsExceeded}); the model was told to ask again]`;
}

/**
 * Plays one caller's line: words heard, or, for a line `keys: 101#`, the keys pressed. False when the keys are none a
 * keypad has (said on stderr): the call still listens for the line typed again.
 */
async function callerTurn(call: CallSession, line: string, io: CliIO): Promise<boolean> {
  const keys = keysOfLine(line);
  if (keys === undefined) {
    await call.hear(line);
    return true;
  }
  const pressed = keypadTurn(keys);
  if (!pressed.ok) {
    io.stderr(`switchboard run: ${ERROR.invalidKeys}: ${runMessages.keysNotOnKeypad(line, pressed.problem)}\n`);
    return false;
  }
  await call.press(pressed.keys);
  return true;
}

/** One event as a transcript line, or null for events the transcript leaves out. */
function transcriptLine(event: CallEvent, echoCaller: boolean): string | null {
  switch (event.type) {
    case 'say':
      // A model reply said only up to the spoken cap: the operator sees that the rest was dropped, and why.
      // So is a value a template's formatter could not read, said as written (`value_not_formatted`).
      return `agent:  ${event.text}${[...(event.shortened ? [event.shortened.warning] : []), ...(event.unformatted ?? [])].map((warning) => `\n        [${event.node}: ${warning.code}: ${warning.message}]`).join('')}`;
    case 'hear':
      // Keys pressed are shown as keys, as pressed (`101#`), not as the entry stored.
      return echoCaller ? `caller: ${event.keys === undefined ? event.text : `[keys ${event.keys}]`}` : null;
    case 'lookup': {
      const args = Object.entries(event.args).map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(' ');
      // The code the flow branches on (`customer_error`: ARGUMENT_MISSING), not the runtime's lookup_failed around it.
      const failure = lookupFailureOf(event);
      const why = failure ? ` (${failure.code}: ${failure.message})` : '';
      return `        [${event.node}: ${event.tool} ${args} -> ${event.outcome}${why}]`;
    }
    case 'caller_lookup':
      return `        [${event.node}: caller lookup -> ${event.outcome}${event.error ? ` (${event.error.code}: ${event.error.message})` : ''}]`;
    case 'tool_call':
      // A caller lookup that failed answers with its code (`network_error`, `timeout`…), as a tool error does.
      return `        [${event.node}: model called ${event.tool} -> ${event.result === undefined ? `error ${event.error?.code ?? ''}` : event.result.result === 'error' && 'code' in event.result ? `error ${event.result.code}` : event.result.result}]`;
    case 'model_error':
      return `        [${event.node}: model failed: ${event.error.code}: ${event.error.message}]`;
    case 'call_error':
      return `        [${event.node}: ${event.error.code}: ${event.error.message}]`;
    case 'tries_used':
      // The caller hears nothing here: the operator sees why the call went on without being asked.
      return `        [${event.node}: asked ${event.max} ${event.max === 1 ? 'time' : 'times'}, tries used -> ${event.next}]`;
    case 'transfer':
      return `[call transferred to ${event.to}]`;
    case 'end':
      return event.reason === 'completed' ? '[call ended]' : '[call ended: failed]';
    case 'branch':
    case 'set':
    case 'listen':
    case 'model_request':
    case 'model_reply':
      return null;
  }
}

/** Why a file could not be read or written, in words (not the system's "ENOENT: no such file or directory, open …"). */
function fileProblem(error: unknown, doing: 'read' | 'write'): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return errorMessages.snapshotFileProblem('missing', doing);
  if (code === 'EISDIR') return errorMessages.snapshotFileProblem('folder', doing);
  if (code === 'EACCES' || code === 'EPERM') return errorMessages.snapshotFileProblem('denied', doing);
  if (code === 'ENOSPC' || code === 'EDQUOT') return errorMessages.snapshotFileProblem('full', doing);
  return describeError(error).message;
}

/** Lets a stream's handle (a pipe's, a terminal's) no longer keep the process alive; a stream without one is left as it is. */
function unref(stream: Readable): void {
  const handle = stream as Readable & { unref?: unknown };
  if (typeof handle.unref === 'function') (handle.unref as () => void).call(stream);
}

/** What the caller's lines are called when one is too long to read. */
const CALLER_LINES = 'standard input (the caller\'s lines)';

/** True when the file starts as a saved call does (`{ "format": "switchboard.call/…`): one --save may overwrite. */
async function holdsSnapshot(file: string): Promise<boolean> {
  const head = await fileHead(file, 256);
  // (Unreadable: the write decides, and says why.)
  return head === undefined || /^\s*\{\s*"format"\s*:\s*"switchboard\.call\//.test(head);
}

/** The saved call in `file`: read and parsed, or a coded error naming the file. */
async function readSnapshot(file: string, cwd: string): Promise<unknown> {
  let text: string;
  try {
    text = (await readFileWithin(resolve(cwd, file), 'a saved call')).toString('utf8');
  } catch (error) {
    throw new FlowError(ERROR.snapshotUnreadable, errorMessages.snapshotUnreadable(file, fileProblem(error, 'read')), { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FlowError(ERROR.snapshotInvalid, errorMessages.snapshotFileInvalid(file, `not JSON (${describeError(error).message})`), { cause: error });
  }
}

/**
 * Runs one call of a flow, reading caller lines from `io.stdin`.
 * Exit 0 when the call ends, transfers or the caller hangs up; 1 for an invalid flow or a failed call; 2 on bad usage, or
 * a file it cannot read or write (`exitStatus.ts`).
 *
 * @example
 *   await run(['flows/customer-care/flow.yaml'], memoryIO('Kaitlyn Meyers\n'))
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    io.stderr(`switchboard run: ${CLI_ERROR.usage}: ${parsed}\n${USAGE}\n`);
    return 2;
  }
  const { flow: flowFile, options, trace } = parsed;
  // A folder given with < has no lines to read: the call would end at once, as if the caller had hung up (exit 0).
  if (io.stdinIsFolder) {
    io.stderr(`switchboard run: ${CLI_ERROR.inputUnreadable}: ${runMessages.stdinIsFolder(flowFile)}\n`);
    return EXIT.notDone;
  }

  const { flow, documents, issues } = await loadFlow(resolve(io.cwd, flowFile));
  // Warnings are shown too (before the call starts): the call runs, but may say nothing where a value should be.
  for (const issue of issues) io.stderr(`${formatFlowIssue(issue, io.cwd)}\n`);
  if (!flow) {
    const problems = countIssues(issues.filter((issue) => issue.severity === 'error'));
    io.stderr(`switchboard run: ${errorMessages.flowInvalid(flowFile, problems)}\n`);
    // A flow it could not read, or a file of another kind, was never run (`exitStatus.ts`); a flow with errors was read.
    return issues.some((issue) => FLOW_NOT_READ.has(issue.code)) ? EXIT.notDone : EXIT.problems;
  }

  // A call without a caller number plays a flow reading it otherwise ("Hi ."): said before the call, which still runs.
  const readingCaller = options['--caller'] === undefined && options['--resume'] === undefined ? nodesReadingCaller(flow) : [];
  if (readingCaller.length > 0) io.stderr(`switchboard run: warning ${CLI_ERROR.noCallerNumber}: ${runMessages.noCallerNumber(readingCaller)}\n`);

  // Where --save will write is checked before the call, not after the caller has talked through it.
  if (options['--save'] !== undefined) {
    const target = resolve(io.cwd, options['--save']);
    const problem = await access(dirname(target), constants.W_OK).then(
      async () => {
        const existing = await stat(target).catch(() => undefined);
        if (existing?.isDirectory()) return errorMessages.snapshotFileProblem('folder', 'write');
        // Saving over the flow itself (`--save flow.yaml`), a call file or a lookup document would destroy it.
        if (existing?.isFile() && existing.size > 0 && !(await holdsSnapshot(target))) return errorMessages.snapshotFileProblem('not_snapshot', 'write');
        return undefined;
      },
      (error: unknown) => fileProblem(error, 'write'),
    );
    if (problem !== undefined) {
      io.stderr(`switchboard run: ${ERROR.snapshotWriteFailed}: ${errorMessages.snapshotWriteFailed(options['--save'], problem)}\n`);
      return EXIT.notDone;
    }
  }

  let call: CallSession;
  try {
    const modelOptions = openAIOptionsFromEnv(io.env);
    const model: ChatModel | undefined = modelOptions ? new OpenAIChatModel(modelOptions) : undefined;
    if (options['--resume'] !== undefined) {
      const saved = await readSnapshot(options['--resume'], io.cwd);
      try {
        call = await restoreCall(flow, saved, { documents, env: io.env, ...(model ? { model } : {}) });
      } catch (error) {
        // Name the file: "this is not a call snapshot" alone does not say which one.
        const { code, message } = describeError(error);
        // The flow files it names (this one, and the one the call was saved on) by their short names, as issues name them.
        const savedOn = (saved as { flow?: { file?: unknown } } | null)?.flow?.file;
        const files = [flow.file, ...(typeof savedOn === 'string' && isAbsolute(savedOn) ? [savedOn] : [])];
        const shown = files.reduce((text, file) => text.replaceAll(file, shownFile(file, io.cwd)), message);
        throw new FlowError(code === ERROR.snapshotFlowMismatch ? ERROR.snapshotFlowMismatch : ERROR.snapshotInvalid, errorMessages.snapshotFileInvalid(options['--resume'], shown), { cause: error });
      }
    } else {
      const context = {
        ...(options['--caller'] !== undefined ? { caller: options['--caller'] } : {}),
        ...(options['--called'] !== undefined ? { called: options['--called'] } : {}),
        ...(options['--call-id'] !== undefined ? { call_id: options['--call-id'] } : {}),
      };
      call = await startCall(flow, { documents, context, env: io.env, ...(model ? { model } : {}) });
    }
  } catch (error) {
    const { code, message } = describeError(error);
    io.stderr(`switchboard run: ${code}: ${message}\n`);
    // A --resume file it cannot read, or that holds no call saved on this flow, leaves the call not run.
    return SNAPSHOT_NOT_READ.has(code) ? EXIT.notDone : EXIT.problems;
  }

  // A resumed call's earlier events were shown by the run that saved it, maybe in another terminal or days ago:
  // say where it resumes and repeat what the agent said since the caller last spoke, the question the call waits on.
  let shown = 0;
  if (options['--resume'] !== undefined) {
    shown = call.events.length;
    if (call.status === 'listening') {
      const lastHeard = call.events.map((event) => event.type).lastIndexOf('hear');
      const asked = call.events.slice(lastHeard + 1).flatMap((event) => (event.type === 'say' ? [transcriptLine(event, false) ?? ''] : []));
      io.stdout(`${printable(asked.length > 0 ? `[call resumed at ${call.node}, where the agent said:]` : `[call resumed at ${call.node}]`)}\n`);
      for (const line of asked) io.stdout(`${printable(line)}\n`);
    }
  }
  const asking = callerPrompt(io);
  // On stderr, so the transcript on stdout stays as it is; at a terminal both show, in order.
  const tracer = trace ? callTracer(flow, options['--resume'] === undefined ? 0 : call.path.length) : undefined;
  const traced = (lines: readonly string[]) => {
    for (const line of lines) io.stderr(`${printable(`trace: ${line}`)}\n`);
  };
  const show = () => {
    const events = call.events.slice(shown);
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      if (tracer) traced(tracer.before(event, call.path));
      // The calls of one reply past the most that run are one line, not a line each (a reply may ask for hundreds).
      let refused = 0;
      while (isRefusedToolCall(event) && isRefusedToolCall(events[index + refused + 1])) {
        refused += 1;
        if (tracer) traced(tracer.before(events[index + refused]!, call.path));
      }
      const line = refused > 0 && event.type === 'tool_call' ? refusedToolCallsLine(event.node, refused + 1) : transcriptLine(event, asking.echoCaller);
      index += refused;
      if (line !== null) io.stdout(`${printable(line)}\n`);
    }
    if (tracer) traced(tracer.rest(call.path));
    shown = call.events.length;
  };
  show();

  // Decoded by its byte-order mark: a UTF-16 file piped in would otherwise be heard as NULs between letters.
  const lines = createInterface({ input: Readable.from(linesWithin(callerText(io.stdin), CALLER_LINES)), terminal: false, crlfDelay: Infinity });
  const prompt = () => { if (asking.write && call.status === 'listening') asking.write('caller> '); };
  // With --save, Ctrl-C saves the call where it stands (a second one quits at once): the call as it was when it last
  // waited for the caller, kept before each line is heard, so a Ctrl-C on the agent's turn saves it without that turn.
  const save = options['--save'];
  let waiting: { snapshot: CallSnapshot; node: string } | undefined;
  let heardLine = '';
  let interrupted: { node: string; midTurn: boolean } | undefined;
  const keepWaiting = () => { if (save !== undefined && call.status === 'listening') waiting = { snapshot: call.snapshot(), node: call.node }; };
  const stopWatching = save === undefined ? () => undefined : watchInterrupt(() => {
    const status = call.status;
    if ((status !== 'listening' && status !== 'working') || waiting === undefined) return;
    interrupted = { node: call.node, midTurn: status === 'working' };
    // The turn in flight (a lookup, a model request) is dropped at once; the loop then ends as at the end of input.
    if (status === 'working') call.stop();
    lines.close();
  });
  keepWaiting();
  prompt();
  try {
    for await (const line of lines) {
      if (call.status !== 'listening' || interrupted) break;
      // An arrow key or a pasted colour at the terminal is no word of the caller's: heard without it.
      heardLine = withoutTerminalEscapes(line).trim();
      if (!(await callerTurn(call, heardLine, io))) {
        prompt();
        continue;
      }
      show();
      if (call.status !== 'listening' || interrupted) break;
      keepWaiting();
      prompt();
    }
  } catch (error) {
    // One endless line (`< /dev/zero`): said, the call left where it stands, instead of filling memory.
    if (!(error instanceof FileTooLargeError)) throw error;
    call.stop();
    io.stderr(`switchboard run: ${CLI_ERROR.inputUnreadable}: ${error.message}\n`);
    return EXIT.notDone;
  } finally {
    lines.close();
    // A terminal's stdin keeps the process alive after the call; let it go. Interrupted, a read is still waiting on
    // it (the pipe or terminal the caller could type on), which pausing does not end: it no longer holds the process.
    io.stdin.pause();
    if (interrupted) unref(io.stdin);
    // Interrupted, a second Ctrl-C must still quit at once while the call is being saved.
    if (!interrupted) stopWatching();
  }

  if (interrupted && save !== undefined && waiting !== undefined) {
    io.stdout(`${printable(interrupted.midTurn ? interruptMessages.midTurn(interrupted.node, waiting.node, heardLine) : interruptMessages.listening(interrupted.node))}\n`);
    call.stop();
    try {
      await writeFile(resolve(io.cwd, save), `${JSON.stringify(waiting.snapshot, null, 2)}\n`);
      io.stdout(`[call saved to ${save}; continue it with --resume ${save}]\n`);
    } catch (error) {
      io.stderr(`switchboard run: ${ERROR.snapshotWriteFailed}: ${errorMessages.snapshotWriteFailed(save, fileProblem(error, 'write'))}\n`);
      return EXIT.notDone;
    } finally {
      stopWatching();
    }
    return INTERRUPTED_EXIT;
  }
  if (call.status === 'listening') {
    io.stdout(`[caller hung up at ${call.node}]\n`);
    if (options['--save'] !== undefined) {
      try {
        await writeFile(resolve(io.cwd, options['--save']), `${JSON.stringify(call.snapshot(), null, 2)}\n`);
        io.stdout(`[call saved to ${options['--save']}; continue it with --resume ${options['--save']}]\n`);
      } catch (error) {
        call.stop();
        io.stderr(`switchboard run: ${ERROR.snapshotWriteFailed}: ${errorMessages.snapshotWriteFailed(options['--save'], fileProblem(error, 'write'))}\n`);
        return EXIT.notDone;
      }
    }
  } else if (options['--save'] !== undefined) {
    // A call that is over is not saved; a file saved earlier is left as it was (not deleted), and said to be.
    const earlier = await stat(resolve(io.cwd, options['--save'])).then((found) => found.size > 0, () => false);
    io.stdout(`${runMessages.nothingSaved(options['--save'], earlier)}\n`);
  }
  call.stop();
  if (call.status === 'failed') {
    if (call.error) io.stderr(`switchboard run: ${call.error.code}: ${call.error.message}\n`);
    return 1;
  }
  return 0;
}
