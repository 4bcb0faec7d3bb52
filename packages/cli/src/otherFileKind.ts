// A flow or a scripted call given where a lookup document belongs: said as such, not as a document missing "lookups".
import type { DocumentStatus } from '@switchboard/matcher';
import type { CliIO } from './io.js';

/** The code the document commands print for another of Switchboard's files given as DOC. */
export const NOT_A_LOOKUP_DOCUMENT = 'NOT_A_LOOKUP_DOCUMENT';

/**
 * Why the file read as a lookup document is a flow or a scripted call instead (the matcher reads it as a document
 * with no `lookups` and fields it does not know), or undefined when it is not one of those.
 *
 * @example
 * notALookupDocument(status, 'flows/customer-care/flow.yaml');
 * // 'flows/customer-care/flow.yaml is a flow (it has "nodes" and no "lookups"), not a lookup document: …'
 */
export function notALookupDocument(status: Pick<DocumentStatus, 'issues'>, shown: string): string | undefined {
  if (!status.issues.some((issue) => issue.code === 'LOOKUPS_MISSING')) return undefined;
  const unknown = new Set(status.issues.filter((issue) => issue.code === 'FIELD_UNKNOWN').map((issue) => issue.path));
  if (unknown.has('nodes')) {
    return `${shown} is a flow (it has "nodes" and no "lookups"), not a lookup document: give the lookup document the flow names under "documents" ` +
      `(documents: { customers: customers.lookup.json }), or check the flow with switchboard validate ${shown}`;
  }
  if (unknown.has('turns') || unknown.has('expect')) {
    return `${shown} is a scripted call (it has "turns" or "expect" and no "lookups"), not a lookup document: replay it with switchboard replay ${shown}; ` +
      'its flow names the lookup documents under "documents"';
  }
  return undefined;
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
  if (otherFile !== undefined) io.stderr(`switchboard ${command}: ${NOT_A_LOOKUP_DOCUMENT}: ${otherFile}\n`);
  return otherFile !== undefined;
}
