// `switchboard tools DOC [--format openai|anthropic|mcp]`: the lookup tools in a model vendor's JSON shape (OpenAI's by default).
import { resolve } from 'node:path';
import { loadDocument, toAnthropicTool, toMcpTool, toOpenAITool, type LookupDocument, type ToolDefinition } from '@switchboard/matcher';
import type { CliIO } from '../io.js';
import { CLI_ERROR, errorMessages, usageMessages } from '../messages.js';
import { loadProgress } from '../loadProgress.js';
import { refusedAsOtherFile } from '../otherFileKind.js';
import { sayDocumentWarnings } from '../documentWarnings.js';
import { isOption } from '../isOption.js';
import { documentFailure } from '../documentFailure.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { oneLine } from '../oneLine.js';

const FORMATS: Readonly<Record<string, (tool: ToolDefinition) => unknown>> = {
  openai: toOpenAITool,
  anthropic: toAnthropicTool,
  mcp: toMcpTool,
};
/** The options that take a value (`--tool NAME`, or `--tool=NAME`). */
export const VALUE_OPTIONS = ['--format'] as const;

export const USAGE = helpText([
  'usage: switchboard tools DOC [--format openai|anthropic|mcp]',
  '  DOC  a lookup document (JSON or YAML)',
  '  --format  the vendor\'s shape of the tools; openai when left out',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 the tools printed, 1 the document has errors (listed on stderr; the tools they disable left out), 2 bad usage, a document that cannot be read or is not a lookup document, or output that cannot be written',
]);

/**
 * Prints the usable tools of a lookup document as a JSON array. Exit 1 when the document has errors (they are
 * listed on stderr; the tools they disable are left out), 2 on a usage error or a document that cannot be read.
 *
 * @example
 *   await run(['flows/customer-care/customers.lookup.json', '--format', 'anthropic'], io)
 */
export async function run(allArgs: string[], io: CliIO): Promise<number> {
  const { words: argv, operands } = splitAtDoubleDash(allArgs);
  let document: string | undefined;
  let format: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if ((arg === '--format' || arg.startsWith('--format=')) && format !== undefined) {
      io.stderr(`switchboard tools: ${CLI_ERROR.usage}: ${usageMessages.givenTwice('--format')}\n${USAGE}\n`);
      return 2;
    }
    if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? argv[i + 1] : arg.slice('--format='.length);
      if (arg === '--format' && value !== undefined && !isOption(value)) i += 1;
      // `--format` last, `--format=`, or `--format --json`: a value left out, as every other command says it.
      if (value === undefined || value === '' || isOption(value)) {
        io.stderr(`switchboard tools: ${CLI_ERROR.usage}: ${usageMessages.formatNeedsValue(Object.keys(FORMATS))}\n${USAGE}\n`);
        return 2;
      }
      format = value;
    }
    else if (!isOption(arg) && document === undefined) document = arg;
    else {
      const problem = isOption(arg) ? usageMessages.unknownOption(arg, ['--format']) : usageMessages.unexpectedArgument(arg);
      io.stderr(`switchboard tools: ${CLI_ERROR.usage}: ${problem}\n${USAGE}\n`);
      return 2;
    }
  }
  for (const operand of operands) {
    if (document !== undefined) {
      io.stderr(`switchboard tools: ${CLI_ERROR.usage}: ${usageMessages.unexpectedArgument(operand)}\n${USAGE}\n`);
      return 2;
    }
    document = operand;
  }
  format ??= 'openai';
  const formatter = FORMATS[format];
  if (document === undefined || formatter === undefined) {
    io.stderr(`switchboard tools: ${CLI_ERROR.usage}: ${document === undefined ? usageMessages.missingDoc : usageMessages.unknownFormat(format, Object.keys(FORMATS))}\n${USAGE}\n`);
    return 2;
  }
  // Only loading is a document's failure: anything thrown after it is a bug, said by main() as INTERNAL.
  let loaded: LookupDocument;
  try {
    const progress = loadProgress(io);
    loaded = await loadDocument(resolve(io.cwd, document), { onProgress: progress.onProgress });
    progress.finish();
  } catch (error) {
    io.stderr(`switchboard tools: ${documentFailure(error, document, io.cwd)}\n`);
    return 2;
  }
  const { issues } = loaded.status();
  if (refusedAsOtherFile('tools', { issues }, document, io)) return 2;
  io.stdout(`${JSON.stringify(loaded.tools.map(formatter), null, 2)}\n`);
  // A warning about the definitions printed (a description a vendor refuses, an argument renamed, a field ignored) is
  // said beside them: this is the command whose output is pasted into a vendor's console. The tables' are counted.
  sayDocumentWarnings('tools', issues, document, io);
  // The usable tools are printed either way; a broken lookup (left out) or document says so, and fails the run.
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return 0;
  for (const issue of errors) io.stderr(`switchboard tools: ${oneLine(`${issue.code} at ${issue.path || '(document)'}: ${issue.message}`)}\n`);
  io.stderr(`switchboard tools: ${errorMessages.toolsProblems(errors.length, document)}\n`);
  return 1;
}
