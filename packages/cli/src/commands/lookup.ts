// `switchboard lookup DOC --tool NAME --arg PARAM=VALUE ... [--debug] [--input FILE.jsonl]`: one result per call, as JSON.
import { Readable } from 'node:stream';
import { dataFileKind, FileTooLargeError, linesWithin, readFileWithin } from '@switchboard/flow';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { jsonSyntaxProblem, loadDocument, MatcherError, sentName, type LookupDocument } from '@switchboard/matcher';
import type { CliIO } from '../io.js';
import { loadProgress } from '../loadProgress.js';
import { refusedAsOtherFile, switchboardFileKind } from '../otherFileKind.js';
import { CLI_ERROR, errorMessages, usageMessages } from '../messages.js';
import { isOption } from '../isOption.js';
import { sayDocumentWarnings } from '../documentWarnings.js';
import { documentFailure, errorLine } from '../documentFailure.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';

/** The options that take a value (`--tool NAME`, or `--tool=NAME`). */
export const VALUE_OPTIONS = ['--tool', '--arg', '--input'] as const;

export const USAGE = helpText([
  'usage: switchboard lookup DOC --tool NAME --arg PARAM=VALUE ... [--debug] | --input FILE.jsonl',
  '  DOC  a lookup document (JSON or YAML)',
  '  --tool NAME  the lookup to call (see switchboard tools DOC)',
  '  --arg PARAM=VALUE  one of its parameters and what the caller said; once per parameter',
  '  --debug  add the top rows\' scores, ignoring thresholds',
  '  --input FILE.jsonl  one JSON object of arguments per line, one result per line; --input - reads the lines from stdin',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 answered (confident, ambiguous or not_found alike), 1 a line of --input failed, 2 bad usage, a document or --input that cannot be used, or output that cannot be written',
]);

/** How many lines of an --input file are looked up before the command lets its output's errors be heard. */
const LINES_BETWEEN_TURNS = 50;
/** The --input value that names stdin, as for most command-line tools. */
const STDIN = '-';

interface LookupArgs {
  document: string;
  tool?: string;
  args: Record<string, string>;
  debug: boolean;
  input?: string;
}

type Parsed = { ok: true; value: LookupArgs } | { ok: false; message: string };

/** A word written as a tool's argument, `full_name=Kaitlyn Meyers`: most likely an `--arg` left out. */
const PARAM_PAIR = /^[A-Za-z_][A-Za-z0-9_]*=/;

function parseArgs(allArgs: readonly string[]): Parsed {
  const { words: argv, operands } = splitAtDoubleDash(allArgs);
  const value: LookupArgs = { document: '', args: {}, debug: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const next = (): string | undefined => argv[++i];
    if (arg === '--debug') value.debug = true;
    else if (arg === '--tool') {
      if (value.tool !== undefined) return { ok: false, message: usageMessages.givenTwice(arg) };
      const tool = next();
      // (An empty value, `--tool "$TOOL"` with the variable unset, names no tool either.)
      if (tool === undefined || tool === '') return { ok: false, message: usageMessages.toolNeedsName };
      value.tool = tool;
    } else if (arg === '--input') {
      if (value.input !== undefined) return { ok: false, message: usageMessages.givenTwice(arg) };
      const input = next();
      // (An empty value is no file: read as a path it was the folder the command ran in, "cannot read : it is a folder".)
      if (input === undefined || input === '') return { ok: false, message: usageMessages.inputNeedsFile };
      value.input = input;
    } else if (arg === '--arg') {
      const pair = next();
      const eq = pair?.indexOf('=') ?? -1;
      if (pair === undefined || eq <= 0) return { ok: false, message: usageMessages.argNeedsPair(pair ?? '') };
      const param = pair.slice(0, eq);
      // One value a parameter: a second one would silently replace the first.
      if (Object.hasOwn(value.args, param)) return { ok: false, message: usageMessages.argGivenTwice(param) };
      value.args[param] = pair.slice(eq + 1);
    } else if (isOption(arg)) return { ok: false, message: usageMessages.unknownOption(arg, ['--tool', '--arg', '--debug', '--input']) };
    else if (value.document === '') value.document = arg;
    else return { ok: false, message: PARAM_PAIR.test(arg) ? usageMessages.argumentWithoutArg(arg) : usageMessages.unexpectedArgument(arg) };
  }
  for (const operand of operands) {
    if (value.document !== '') return { ok: false, message: usageMessages.unexpectedArgument(operand) };
    value.document = operand;
  }
  if (value.document === '') return { ok: false, message: usageMessages.missingDocument };
  if (value.input === undefined && value.tool === undefined) return { ok: false, message: usageMessages.missingTool };
  // Each --input line is a whole call: an --arg given as well would be silently ignored.
  if (value.input !== undefined && Object.keys(value.args).length > 0) return { ok: false, message: usageMessages.argWithInput };
  return { ok: true, value };
}

/**
 * Runs the `lookup` command. Exit 0 on success, 1 when a line of --input failed, 2 on a usage or call error.
 *
 * @example
 *   await run(['flows/customer-care/customers.lookup.json', '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers'], io)
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.stderr(`switchboard lookup: ${CLI_ERROR.usage}: ${parsed.message}\n${USAGE}\n`);
    return 2;
  }
  const options = parsed.value;
  let document: LookupDocument;
  try {
    const progress = loadProgress(io);
    document = await loadDocument(resolve(io.cwd, options.document), { onProgress: progress.onProgress });
    progress.finish();
  } catch (error) {
    io.stderr(`switchboard lookup: ${documentFailure(error, options.document, io.cwd)}\n`);
    return 2;
  }
  const { issues } = document.status();
  if (refusedAsOtherFile('lookup', { issues }, options.document, io)) return 2;
  sayDocumentWarnings('lookup', issues, options.document, io);
  const callOptions = { debug: options.debug };
  if (options.input === undefined) {
    try {
      const result = document.call(options.tool ?? '', options.args, callOptions);
      io.stdout(`${JSON.stringify(result)}\n`);
      return 0;
    } catch (error) {
      // A call the lookup refuses (an unknown tool, a missing argument) is said with its code; anything else is a bug,
      // for the command's INTERNAL line (`main`), not a refusal.
      if (!(error instanceof MatcherError)) throw error;
      io.stderr(`switchboard lookup: ${errorLine(error)}\n`);
      return 2;
    }
  }
  // A --tool the document has no usable lookup for would fail every --input line alike: said once, nothing looked up.
  // (The call fails on the tool before it reads any argument, so it gives the message a line would get.)
  if (options.tool !== undefined && !document.tools.some((tool) => tool.name === options.tool)) {
    try {
      document.call(options.tool, {}, callOptions);
    } catch (error) {
      if (!(error instanceof MatcherError)) throw error;
      io.stderr(`switchboard lookup: ${errorLine(error)}\n`);
      return 2;
    }
  }
  // Lines piped in are looked up as they arrive, so a program on the other end of the pipe gets each answer in turn.
  if (options.input === STDIN) {
    if (io.stdinIsFolder) {
      const why = errorMessages.stdinIsFolder('the .jsonl file', '--input - < lookups.jsonl', '--input lookups.jsonl');
      io.stderr(`switchboard lookup: ${CLI_ERROR.inputUnreadable}: ${errorMessages.fileUnreadable('- (stdin)', why)}\n`);
      return 2;
    }
    // One endless line (`< /dev/zero`) is said when it passes the limit, instead of filling memory.
    const lines = createInterface({ input: Readable.from(linesWithin(utf8Text(io.stdin), 'standard input (the --input lines)')), crlfDelay: Infinity });
    let index = 0;
    let failed = false;
    try {
      for await (const line of lines) {
        index += 1;
        failed = !lookUpLine(index === 1 ? line.replace(/^\uFEFF/, '') : line, index, document, options.tool, callOptions, io) || failed;
        // Lines read ahead are handed over without a turn of the event loop, where a reader's EPIPE is heard: a turn
        // every few lines, as for a file, or a reader gone early would see every line looked up (and the status of
        // the last: a line not JSON made it 1).
        if (index % LINES_BETWEEN_TURNS === 0) await new Promise((turn) => setImmediate(turn));
      }
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      io.stderr(`switchboard lookup: ${CLI_ERROR.inputUnreadable}: ${error.message}\n`);
      return 2;
    }
    return failed ? 1 : 0;
  }
  // A flow, call file or lookup document given as --input would be a LINE_INVALID_JSON per line: said once.
  const otherFile = await switchboardFileKind(resolve(io.cwd, options.input));
  if (otherFile !== undefined) {
    io.stderr(`switchboard lookup: ${CLI_ERROR.inputNotJsonl}: ${errorMessages.inputIsOtherFile(options.input, otherFile)}\n`);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = await readFileWithin(resolve(io.cwd, options.input), 'a .jsonl file');
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      io.stderr(`switchboard lookup: ${CLI_ERROR.inputUnreadable}: ${errorMessages.fileUnreadable(options.input, `${error.message}, or pipe it with --input - (read line by line)`)}\n`);
      return 2;
    }
    io.stderr(`switchboard lookup: ${CLI_ERROR.inputUnreadable}: ${errorMessages.fileUnreadable(options.input, errorMessages.unreadableBecause((error as NodeJS.ErrnoException).code ?? String(error), 'the .jsonl file', io.cwd))}\n`);
    return 2;
  }
  // A table or another binary file (a workbook, a CSV of labels meant for tune) would be an error per line: said once.
  const dataFile = dataFileKind(options.input, bytes);
  if (dataFile !== undefined) {
    io.stderr(`switchboard lookup: ${CLI_ERROR.inputNotJsonl}: ${errorMessages.inputIsOtherFile(options.input, dataFile.kind)}\n`);
    return 2;
  }
  const text = inputText(bytes);
  let failed = false;
  // Lines end in LF, CRLF or a lone CR (an old Mac editor), as the labels and tables are read: JSON has no raw CR
  // inside a value, so a CR ends a line wherever it stands.
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    failed = !lookUpLine(lines[index]!, index + 1, document, options.tool, callOptions, io) || failed;
    // A reader that stopped early (`| head -1`) is noticed between lines, as with stdin: its EPIPE ends the command.
    // Looked up in one go, every line was looked up and its answer queued in memory first.
    if (index % LINES_BETWEEN_TURNS === LINES_BETWEEN_TURNS - 1) await new Promise((turn) => setImmediate(turn));
  }
  return failed ? 1 : 0;
}

/** A stream's bytes as UTF-8 text, chunk by chunk as they arrive (a byte-order mark kept, for the first line to drop). */
async function* utf8Text(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for await (const chunk of stream) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** Looks up one --input line and prints its result, or its error as `{"line": N, "error": …}`; false when it failed. */
function lookUpLine(line: string, lineNumber: number, document: LookupDocument, defaultTool: string | undefined, callOptions: { debug: boolean }, io: CliIO): boolean {
  if (line.trim() === '') return true;
  try {
    const { tool, args } = callOfLine(line, defaultTool);
    io.stdout(`${JSON.stringify(document.call(tool, args, callOptions))}\n`);
    return true;
  } catch (error) {
    const code = error instanceof MatcherError || error instanceof LineError ? error.code : CLI_ERROR.internal;
    const message = error instanceof Error ? error.message : String(error);
    io.stdout(`${JSON.stringify({ line: lineNumber, error: { code, message } })}\n`);
    return false;
  }
}

/**
 * An --input file's text: UTF-8, its byte-order mark left out (JSON does not allow U+FEFF), or UTF-16 with a byte-order
 * mark, as Windows PowerShell 5's `> calls.jsonl` and Notepad's "Unicode" write it.
 *
 * @example
 *   inputText(Buffer.from('\uFEFF{"full_name": "Kaitlyn Meyers"}', 'utf16le')) // '{"full_name": "Kaitlyn Meyers"}'
 */
function inputText(bytes: Buffer): string {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'be' : undefined;
  if (utf16 === undefined) return bytes.toString('utf8').replace(/^\uFEFF/, '');
  // (A stray last byte, half a character, is left out: swap16 needs whole pairs.)
  const units = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
  return (utf16 === 'be' ? units.swap16() : units).toString('utf16le');
}

class LineError extends Error {
  constructor(readonly code: (typeof CLI_ERROR)['lineInvalidJson' | 'lineNotObject' | 'lineNoTool' | 'lineArgumentsInvalid'], message: string) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A line is an arguments object, or `{ "tool": NAME, "arguments": {...} }` to call another tool. */
function callOfLine(line: string, defaultTool: string | undefined): { tool: string; args: Record<string, unknown> } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    // Said as a document's JSON mistake is: where on the line, and the usual fix (single quotes, a trailing comma, …).
    // A line that does not even open an object or a list (a name written alone) is told what a line is.
    if (!/^\s*[{["]/.test(line)) throw new LineError(CLI_ERROR.lineInvalidJson, errorMessages.lineInvalidJson(errorMessages.lineNotJsonAtAll, line.search(/\S/) + 1));
    const problem = jsonSyntaxProblem(line);
    throw new LineError(CLI_ERROR.lineInvalidJson, errorMessages.lineInvalidJson(problem?.reason ?? (error as Error).message, problem?.column));
  }
  if (!isObject(value)) throw new LineError(CLI_ERROR.lineNotObject, errorMessages.lineNotObject);
  // No tool has a parameter named "tool" or "arguments" (both are reserved), so either field makes the line a wrapped call.
  const wrapped = Object.hasOwn(value, 'tool') || Object.hasOwn(value, 'arguments');
  if (!wrapped) {
    if (defaultTool === undefined) throw new LineError(CLI_ERROR.lineNoTool, errorMessages.lineNoTool);
    return { tool: defaultTool, args: value };
  }
  if (Object.hasOwn(value, 'tool') && typeof value.tool !== 'string') {
    throw new LineError(CLI_ERROR.lineNoTool, errorMessages.lineToolNotString(value.tool));
  }
  const tool = typeof value.tool === 'string' ? value.tool : defaultTool;
  if (tool === undefined) throw new LineError(CLI_ERROR.lineNoTool, errorMessages.lineNoTool);
  const example = `{"tool": ${JSON.stringify(sentName(tool))}, "arguments": {…}}`;
  if (!isObject(value.arguments)) {
    throw new LineError(CLI_ERROR.lineArgumentsInvalid, errorMessages.lineArgumentsNotObject(example));
  }
  const stray = Object.keys(value).filter((key) => key !== 'tool' && key !== 'arguments');
  if (stray.length > 0) {
    // "debug" is an option of the command, not an argument: moved into "arguments" it would be an unknown one.
    const others = stray.filter((key) => key !== 'debug');
    const said = [
      ...(others.length < stray.length ? [errorMessages.lineDebugField] : []),
      ...(others.length > 0 ? [errorMessages.lineStrayFields(others, example)] : []),
    ];
    throw new LineError(CLI_ERROR.lineArgumentsInvalid, said.join('; '));
  }
  return { tool, args: value.arguments };
}
