// A lookup document that failed to load, in the line a document command prints: unreadable ones by the name typed, why, and the fix.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorNamedAs, MatcherError } from '@switchboard/matcher';
import { errorMessages } from './messages.js';

/**
 * The error a document command prints (after `switchboard NAME: `) when `document` (as typed) did not load: one the
 * system would not read says so as `LABELS_UNREADABLE` does (the folder a relative path is read from, the file to name in
 * a folder); any other failure of the matcher is its code and message. Throws `error` when it is not the matcher's
 * (a bug), for main's INTERNAL line.
 *
 * @example
 * documentFailure(error, 'nope.lookup.json', '/home/ann')
 * // 'DOCUMENT_UNREADABLE: cannot read the lookup document nope.lookup.json: there is no such file (ENOENT); check the path: …, /home/ann'
 */
export function documentFailure(error: unknown, document: string, cwd: string): string {
  // Anything but the matcher's coded errors is a bug: thrown on, for main's INTERNAL line (exit 70), not said bare, exit 2.
  if (!(error instanceof MatcherError)) throw error;
  // Named as typed where the matcher names the path it read (only that path: not a data file of the document's).
  if (error.code !== 'DOCUMENT_UNREADABLE') return `${error.code}: ${error.file === resolve(cwd, document) ? errorNamedAs(error, document) : error.message}`;
  const systemCode = (error.cause as NodeJS.ErrnoException | undefined)?.code ?? (isFolder(resolve(cwd, document)) ? 'EISDIR' : undefined);
  // Not a system error nor a folder (a pipe, a socket, a device): the matcher's words already say it.
  if (systemCode === undefined) return `${error.code}: ${error.message}`;
  return `${error.code}: ${errorMessages.documentUnreadable(document, errorMessages.unreadableBecause(systemCode, 'the lookup document', cwd))}`;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A failure of a command's call as its line says it: a matcher error's code and message, any other error's message.
 *
 * @example errorLine(new MatcherError('ARGUMENT_MISSING', 'full_name is empty')) // 'ARGUMENT_MISSING: full_name is empty'
 */
export function errorLine(error: unknown): string {
  return error instanceof MatcherError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
}
