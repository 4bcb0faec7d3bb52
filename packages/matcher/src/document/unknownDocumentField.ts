// What a field the document does not have is told: the document field a slip most likely meant, or, for a lookup's
// field written once at the top (as if for every lookup), that it belongs in each lookup.
import { closestChoice } from '../config/closestChoice.js';
import { DOCUMENT_FIELDS, LOOKUP_FIELDS } from '../config/LookupEntry.js';
import { messages } from '../messages.js';

/**
 * The message of a `FIELD_UNKNOWN` at the top of a document. A slip of a document field wins (`file` for `files`), as
 * a lookup's field there is most often written so by mistake for it.
 *
 * @example
 *   unknownDocumentField('aliases') // 'Unknown field "aliases" is ignored: "aliases" is a field of each lookup, …'
 *   unknownDocumentField('file') // 'Unknown field "file" is ignored; did you mean "files"?'
 */
export function unknownDocumentField(field: string): string {
  const nearest = closestChoice(field, DOCUMENT_FIELDS);
  if (nearest === undefined && (LOOKUP_FIELDS as readonly string[]).includes(field)) return messages.lookupFieldAtTop(field);
  return messages.fieldUnknown(field, nearest);
}
