// A flow or a scripted call given where a lookup document belongs: said as such, not as a document missing "lookups".
import { readFile } from 'node:fs/promises';
import { notALookupDocument as otherFileOf, switchboardKindOf } from '@switchboard/flow';
import { parseDocumentText, type DocumentStatus } from '@switchboard/matcher';
import type { CliIO } from './io.js';
import { CLI_ERROR, errorMessages } from './messages.js';

/**
 * Why the file read as a lookup document is a flow or a scripted call instead (the matcher reads it as a document
 * with no `lookups` and fields it does not know), or undefined when it is not one of those.
 *
 * @example
 * notALookupDocument(status, 'flows/customer-care/flow.yaml');
 * // 'flows/customer-care/flow.yaml is a flow (it has "nodes" and no "lookups"), not a lookup document: …'
 */
export function notALookupDocument(status: Pick<DocumentStatus, 'issues'>, shown: string): string | undefined {
  const kind = otherFileOf(status.issues);
  return kind === 'flow' ? errorMessages.isAFlow(shown) : kind === 'call' ? errorMessages.isACallFile(shown) : undefined;
}

/**
 * Refuses a flow or a scripted call given as a document command's DOC: says which it is on stderr (as
 * `switchboard COMMAND: NOT_A_LOOKUP_DOCUMENT: …`) and returns true, for the command to exit 2; false otherwise.
 *
 * @example
 *   if (refusedAsOtherFile('lookup', document.status(), options.document, io)) return 2;
 */
export function refusedAsOtherFile(command: string, status: Pick<DocumentStatus, 'issues'>, shown: string, io: Pick<CliIO, 'stderr'>): boolean {
  const otherFile = notALookupDocument(status, shown);
  if (otherFile !== undefined) io.stderr(`switchboard ${command}: ${CLI_ERROR.notALookupDocument}: ${otherFile}\n`);
  return otherFile !== undefined;
}

/**
 * Which of Switchboard's own files a `.yaml`/`.yml`/`.json` file is (a flow, a scripted call, a lookup document), in
 * words; undefined for any other file, or one that cannot be read or parsed (its own reader then says why). For an
 * option that takes another kind of file (`tune --labels`, `lookup --input`), where a slip between file arguments
 * would otherwise be read line by line.
 *
 * @example
 *   await switchboardFileKind('flows/customer-care/flow.yaml'); // 'a flow'
 */
export async function switchboardFileKind(path: string): Promise<'a flow' | 'a scripted call' | 'a lookup document' | undefined> {
  if (!/\.(ya?ml|json)$/i.test(path)) return undefined;
  let data: unknown;
  try {
    data = parseDocumentText(await readFile(path), path);
  } catch {
    return undefined;
  }
  const kind = switchboardKindOf(data);
  return kind === 'flow' ? 'a flow' : kind === 'call' ? 'a scripted call' : kind === 'document' ? 'a lookup document' : undefined;
}
