// The warnings a document's lookups are used under, said by the commands that use them (`lookup`, `tools`, `tune`): a field
// misspelt in the document ("match_mod") is ignored, so the lookup runs on the default and its answers would
// otherwise be taken for the document's. `inspect` lists every problem; these commands name the document's own.
import { resolve } from 'node:path';
import { errorNamedAs, type Issue } from '@switchboard/matcher';
import type { CliIO } from './io.js';
import { errorMessages } from './messages.js';
import { oneLine } from './oneLine.js';

/**
 * Warnings about what the document says (a field unknown, a column to return that is not there, a tool or argument
 * renamed or described too long, the document's own encoding), as against the tables it reads.
 */
const ABOUT_THE_DOCUMENT = /^(?:FIELD_UNKNOWN|COLUMN_UNKNOWN|ALIASES_UNUSED|SHEET_ON_CSV|DOCUMENT_NOT_UTF8|TOOL_|PARAM_NAME_)/;

/**
 * Prints each warning about the document's own fields on stderr, then how many others (the tables') there are and
 * the command that lists them. Errors are left to the caller: each command says them its own way.
 *
 * @example
 *   sayDocumentWarnings('lookup', document.status().issues, 'customers.lookup.json', io)
 *   // switchboard lookup: warning FIELD_UNKNOWN at lookups[0].match_mod: Unknown field "match_mod" is ignored; …
 */
export function sayDocumentWarnings(command: string, issues: readonly Issue[], shown: string, io: Pick<CliIO, 'stderr' | 'cwd'>): void {
  const warnings = issuesNamedAs(issues, resolve(io.cwd, shown), shown).filter((issue) => issue.severity === 'warning');
  const own = warnings.filter((issue) => ABOUT_THE_DOCUMENT.test(issue.code));
  for (const issue of own) io.stderr(`switchboard ${command}: ${oneLine(`warning ${issue.code} at ${issue.path || '(document)'}: ${issue.message}`)}\n`);
  const others = warnings.length - own.length;
  if (others > 0) io.stderr(`switchboard ${command}: ${errorMessages.moreWarnings(others, shown)}\n`);
}

/**
 * The document's issues with the path it was loaded by (the commands resolve the name typed) written as typed, so a
 * message about the document itself (`DOCUMENT_NOT_UTF8`) names it as its errors do.
 *
 * @example
 *   issuesNamedAs(status.issues, '/home/ann/ansi.lookup.json', 'ansi.lookup.json')
 *   // [{ code: 'DOCUMENT_NOT_UTF8', …, message: 'Lookup document ansi.lookup.json is not valid UTF-8; …' }]
 */
export function issuesNamedAs(issues: readonly Issue[], loadedAs: string, typed: string): Issue[] {
  return issues.map((issue) => (issue.message.includes(loadedAs) ? { ...issue, message: errorNamedAs({ message: issue.message, file: loadedAs }, typed) } : issue));
}
