// Every text the switchboard command itself shows a user, in one place so tests can import them. (Texts about a
// document, a flow or a call come from the matcher and the flow runtime, with their codes.)
import { closestChoice, listedNames, messages, sentName, sentNames } from '@switchboard/matcher';
import { MAX_TIMER_MS } from '@switchboard/flow';

/**
 * A count and its noun, the noun plural unless the count is one.
 * @example counted(1, 'labelled call') // "1 labelled call"
 */
export const counted = (count: number, noun: string, nouns = `${noun}s`): string => `${count} ${count === 1 ? noun : nouns}`;

/** Codes the command prints before a message of its own (`switchboard lookup: INPUT_UNREADABLE: …`). */
export const CLI_ERROR = {
  usage: 'USAGE',
  /** A warning, not an error: `run` without --caller on a flow that reads the caller's number. */
  noCallerNumber: 'NO_CALLER_NUMBER',
  notALookupDocument: 'NOT_A_LOOKUP_DOCUMENT',
  inputUnreadable: 'INPUT_UNREADABLE',
  inputNotJsonl: 'INPUT_NOT_JSONL',
  labelsUnreadable: 'LABELS_UNREADABLE',
  junitUnwritable: 'JUNIT_UNWRITABLE',
  outputUnwritable: 'OUTPUT_UNWRITABLE',
  labelsNoneInTable: 'LABELS_NONE_IN_TABLE',
  toolUnknown: 'TOOL_UNKNOWN',
  internal: 'INTERNAL',
  lineInvalidJson: 'LINE_INVALID_JSON',
  lineNotObject: 'LINE_NOT_OBJECT',
  lineNoTool: 'LINE_NO_TOOL',
  lineArgumentsInvalid: 'LINE_ARGUMENTS_INVALID',
} as const;

/** What is wrong with a command's arguments; printed before its usage, and the command exits 2. */
export const usageMessages = {
  /**
   * An option that takes one value given more than once: the last would silently win, and a script that repeats one
   * by mistake would run against the wrong document, tool or file.
   * @example usageMessages.givenTwice('--tool') // "--tool is given twice: give it once"
   */
  givenTwice: (option: string) => `${option} is given twice: give it once`,
  needsValue: (option: string) => `${option} needs a value`,
  /**
   * An option the command does not have; with the one a slip most likely meant when `known` has one (the matcher's
   * one rule: case and dashes set aside, one or two letters off).
   * @example usageMessages.unknownOption('--max_wrong', ['--max-wrong']) // "unknown option --max_wrong; did you mean --max-wrong?"
   */
  unknownOption: (option: string, known: readonly string[] = []) => {
    const name = option.split('=')[0] ?? option;
    // `--json=1`, `--json=`: a known option given a value it does not take (main reads `--tool=NAME` as `--tool NAME`
    // first).
    if (name !== option && known.includes(name)) return `${name} takes no value: write ${name} alone, not ${option}`;
    const meant = closestChoice(name, known);
    return `unknown option ${option}${meant === undefined ? '' : `; did you mean ${meant}?`}`;
  },
  /** `switchboard --json validate …`: a command's options follow its name. */
  optionBeforeCommand: (option: string, command: string) => `; a command's options follow it: switchboard ${command} ${option} …`,
  unexpectedArgument: (arg: string) => `unexpected argument ${JSON.stringify(arg)}`,
  /** `switchboard lookup DOC --tool t full_name=x`: a tool's argument written without its --arg. */
  argumentWithoutArg: (arg: string) => `unexpected argument ${JSON.stringify(arg)}: a tool's argument is given with --arg, --arg ${JSON.stringify(arg)}`,
  /** A second FLOW given to `run`, shown as typed. */
  unexpectedFlowArgument: (arg: string) => `unexpected argument ${arg}`,
  missingCommand: 'missing a command',
  missingDocument: 'missing DOC (a lookup document)',
  missingDoc: 'missing DOC',
  missingFlow: 'missing FLOW',
  stdinTwice: '- (stdin) is given twice: a flow can be piped in once',
  missingCallOrDir: 'missing CALL_OR_DIR',
  missingTool: 'missing --tool NAME',
  missingLabels: 'missing --labels FILE.csv',
  toolNeedsName: '--tool needs a tool name',
  inputNeedsFile: '--input needs a .jsonl file',
  argNeedsPair: (given: string) => `--arg needs PARAM=VALUE, got ${JSON.stringify(given)}`,
  argGivenTwice: (param: string) => `--arg ${param} is given twice: a lookup takes one value per parameter`,
  argWithInput: '--arg and --input cannot be combined: put the arguments in each --input line',
  maxWrongInvalid: (given: string) => `--max-wrong needs a share from 0 (no confident-wrong call at all) to under 1 (e.g. 0.01), got ${JSON.stringify(given)}`,
  formatNeedsValue: (known: readonly string[]) => `--format needs a value, one of ${listedNames(known)}`,
  unknownFormat: (format: string, known: readonly string[]) => {
    const meant = closestChoice(format, known);
    return `unknown format ${JSON.stringify(format)}; ${meant === undefined ? 'the' : `did you mean "${meant}"? The`} formats are ${listedNames(known)}`;
  },
  timeoutInvalid: (given: string) => `--timeout must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} (about 24.8 days, the longest a timer can wait), got "${given}"`,
  contextWithResume: (option: string) =>
    `${option} cannot be combined with --resume: a resumed call keeps the call context it was saved with (its caller, called number and call id); ` +
    `leave ${option} out, or start a new call without --resume`,
} as const;

/** What went wrong once the arguments were read. */
export const errorMessages = {
  unknownCommand: (name: string, known: readonly string[]) => {
    const meant = closestChoice(name, known);
    return `unknown command "${sentName(name)}"${meant === undefined ? '' : `; did you mean "${meant}"?`}`;
  },
  internalError: (detail: string) => `internal error: ${detail}`,
  /** After an internal error's stack: it is the command's fault, and what a report needs. */
  reportInternal: 'This is a bug in switchboard, not in what you gave it: please report it with the command you ran, the output of switchboard --version and the lines above.',
  fileUnreadable: (file: string, reason: string) => `cannot read ${file}: ${reason}`,
  /** `tune --labels` given a pipe, socket or device (`<(generate)`, a FIFO). */
  labelsNotRegular: 'it is not a regular file (a pipe, socket or device), and tune reads the labels more than once; save them to a file first (… > labels.csv) and pass that file',
  documentUnreadable: (document: string, reason: string) => `cannot read the lookup document ${document}: ${reason}`,
  /**
   * Why a file named on the command line cannot be read, and the fix, from the system's error code (any other code is
   * shown as it is).
   * @example errorMessages.unreadableBecause('EISDIR', 'the labels file', '/home/ann') // "it is a folder, not a file (EISDIR); name the labels file inside it"
   */
  unreadableBecause: (code: string, file: string, cwd: string) => {
    // The reason in words is the matcher's, as a document's is (`messages.unreadableReason`); the fix is the command's.
    const reason = messages.unreadableReason({ code });
    if (code === 'ELOOP') return `${reason}; point the link at ${file} itself (ls -l shows where it leads)`;
    return code === 'ENOENT' ? `${reason}; check the path: a relative one is read from the folder the command runs in, ${cwd}`
      : code === 'EISDIR' ? `${reason}; name ${file} inside it`
        : code === 'ENOTDIR' ? `${reason}; check the path`
          : reason;
  },
  /**
   * Standard input is a folder (`switchboard validate - < flows`): the system reads it as nothing, so it is said, with
   * how to give the file that was meant (`pipe`: in; `name`: the command with the file named instead).
   * @example errorMessages.stdinIsFolder('the flow file', 'switchboard validate - < flow.yaml', 'switchboard validate flow.yaml')
   */
  stdinIsFolder: (file: string, pipe: string, name: string) =>
    `standard input is a folder, not a file (a folder given with <); pipe ${file} in (${pipe}) or name it (${name})`,
  /** A `--tool` the document has no usable lookup for, with the one a slip most likely meant (the matcher's one rule). */
  toolUnknown: (document: string, tool: string, known: readonly string[]) => {
    const meant = closestChoice(tool, known);
    const tools = known.length === 0 ? 'none (see switchboard inspect)' : listedNames(known);
    return `${document} has no usable lookup "${sentName(tool)}"; ${meant === undefined ? `its tools are ${tools}` : `did you mean "${meant}"? Its tools are ${tools}`}`;
  },
  inputIsOtherFile: (shown: string, kind: string) =>
    `${shown} is ${kind}, not a JSONL file of lookups: --input takes one JSON object of arguments per line ` +
    '({"full_name": "Kaitlyn Meyers"}, or {"tool": NAME, "arguments": {...}}); nothing was looked up',
  labelsIsOtherFile: (shown: string, kind: string) =>
    `${shown} is ${kind}, not a labels file: --labels takes a CSV whose header names the tool's parameters and "expected" ` +
    '(full_name,city,expected), one labelled call per line (docs/lookup-documents.md, the tune command)',
  isAFlow: (shown: string) =>
    `${shown} is a flow (it has "nodes" and no "lookups"), not a lookup document: give the lookup document the flow names under "documents" ` +
    `(documents: { customers: customers.lookup.json }), or check the flow with switchboard validate ${shown}`,
  isACallFile: (shown: string) =>
    `${shown} is a scripted call (it has "turns" or "expect" and no "lookups"), not a lookup document: replay it with switchboard replay ${shown}; ` +
    'its flow names the lookup documents under "documents"',
  moreWarnings: (count: number, document: string) =>
    `${counted(count, 'more warning')} about the document's tables; run "switchboard inspect ${document}" to see ${count === 1 ? 'it' : 'them'}.`,
  toolsProblems: (count: number, document: string) =>
    `${counted(count, 'problem')}; the tools above leave out what they disable. Run "switchboard inspect ${document}" for details.`,
  /**
   * Standard output refused a write (not a reader that left: that ends quietly), by the system's code.
   * @example errorMessages.outputUnwritable('ENOSPC', '…') // "cannot write the output: the disk it goes to is full (ENOSPC); free some space, or send the output elsewhere"
   */
  outputUnwritable: (code: string | undefined, detail: string) =>
    `cannot write the output: ${code === 'ENOSPC' ? 'the disk it goes to is full (ENOSPC); free some space, or send the output elsewhere'
      : code === 'EDQUOT' ? 'the disk quota is used up (EDQUOT); free some space, or send the output elsewhere'
        : `${detail}; send the output elsewhere`}`,
  junitWriteFailed: (file: string, detail: string) => `cannot write JUnit XML to ${file}: ${detail}`,
  junitDenied: (path: string) => `permission denied at ${path}; write the report where you may`,
  junitNoFolder: (path: string) => `${path} cannot be made a folder (a link to nothing, or a system folder such as /proc); write the report elsewhere`,
  junitFileInPath: 'a part of the path is a file, not a folder; write the report elsewhere',
  junitLinkLoop: `${messages.unreadableReason({ code: 'ELOOP' })}; point the link at a file, or name another (--junit reports/replay.xml)`,
  junitTargetFolder: 'it is a folder; name a file (--junit reports/replay.xml)',
  junitTargetNotXml: 'the file is there and is not XML (a call file or a flow named by mistake?), which the report would overwrite; name a new file or an earlier report (--junit reports/replay.xml)',
  coverageIncomplete: '--require-coverage: some nodes or outcome edges were never reached (see above)',
  /** @example errorMessages.lineInvalidJson('a comma after the last field …', 27) // "not valid JSON at column 27: a comma after …" */
  lineInvalidJson: (detail: string, column?: number) => `not valid JSON${column === undefined ? '' : ` at column ${column}`}: ${detail}`,
  lineNotObject: 'each line must be a JSON object of arguments',
  lineNotJsonAtAll: 'each line must be a JSON object of arguments ({"full_name": "Kaitlyn Meyers"}), not a value alone',
  lineNoTool: 'no tool: pass --tool NAME or give the line a "tool" field',
  lineToolNotString: (value: unknown) => `"tool" must be a tool name (a string), not ${sentName(JSON.stringify(value))}`,
  lineArgumentsNotObject: (example: string) => `a line with "tool" or "arguments" gives the call's arguments as an object under "arguments": ${example}`,
  lineDebugField: '"debug" is not read from a line: give --debug to the command, and every line gets its scores',
  lineStrayFields: (stray: readonly string[], example: string) =>
    `${sentNames(stray)} beside "tool" and "arguments" would be ignored: move ${stray.length === 1 ? 'it' : 'them'} into "arguments": ${example}`,
} as const;

/** What `switchboard run` says in its transcript about the call itself. */
export const runMessages = {
  /** A caller's line `keys: …` pressing keys no keypad has: said, and the call still listens for the line typed again. */
  keysNotOnKeypad: (line: string, problem: string) => `the line ${JSON.stringify(line)} presses no keys of a keypad: ${problem}; the call still listens: type the line again`,
  /** `run FLOW < folder`: the caller's lines cannot come from a folder. */
  stdinIsFolder: (flow: string) =>
    `cannot read the caller's lines from standard input: it is a folder, not a file (a folder given with <); pipe a file of lines in (switchboard run ${flow} < call.txt), or run without < and type them`,
  /**
   * `run` without --caller on a flow that reads the caller's number: the call has none, which the author may not mean.
   * @example runMessages.noCallerNumber(['greet']) // 'this call has no caller number (no --caller), so {{call.caller}} reads nothing in node "greet": …'
   */
  noCallerNumber: (nodes: readonly string[]) =>
    `this call has no caller number (no --caller), so {{call.caller}} reads nothing in ${nodes.length === 1 ? 'node' : 'nodes'} ` +
    `${nodes.map((node) => `"${node}"`).join(', ')}: a text says nothing where it stands ("Hi {{call.caller}}." is said "Hi ."), ` +
    'a #lookup by it and a #caller_lookup take their error edge. Pass --caller +14155550100 to run a caller with a number, ' +
    'or --caller "" to run a withheld number on purpose',
  /** `--save` given and the call is over (ended, transferred, failed): nothing to continue, so nothing written. */
  nothingSaved: (file: string, earlier: boolean) =>
    `[the call is over: nothing saved to ${file}${earlier ? ', which still holds the call saved earlier' : ''}]`,
} as const;
