// A lookup document's text to a value: JSON for .json, YAML for .yaml/.yml, JSON-then-YAML otherwise.
import { parse as parseYaml } from 'yaml';
import { MatcherError } from '../MatcherError.js';
import { jsonSyntaxProblem } from './jsonSyntax.js';
import { messages } from '../messages.js';
import { sniffEncoding } from '../source/textEncoding.js';

/**
 * Parses the document text, or its bytes: UTF-8, or UTF-16 with a BOM (what Windows PowerShell and Notepad's "Unicode"
 * write). Throws `MatcherError` DOCUMENT_INVALID_JSON / DOCUMENT_INVALID_YAML.
 *
 * @example
 *   parseDocumentText('{"lookups": []}', 'doc.json') // { lookups: [] }
 */
export function parseDocumentText(text: string | Uint8Array, path: string): unknown {
  const body = (typeof text === 'string' ? text : decodeDocument(text)).replace(/^\uFEFF/, '');
  const yaml = /\.ya?ml$/i.test(path);
  if (!yaml) {
    try {
      return JSON.parse(body);
    } catch (error) {
      if (/\.json$/i.test(path)) {
        const problem = jsonSyntaxProblem(body);
        const reason = problem === null ? (error as Error).message
          : problem.line === undefined ? problem.reason : `line ${problem.line}, column ${problem.column}: ${problem.reason}`;
        throw new MatcherError('DOCUMENT_INVALID_JSON', messages.documentInvalidJson(path, reason), { file: path, cause: error });
      }
    }
  }
  try {
    return parseYaml(body);
  } catch (error) {
    throw new MatcherError('DOCUMENT_INVALID_YAML', messages.documentInvalidYaml(path, (error as Error).message), { file: path, cause: error });
  }
}

function decodeDocument(bytes: Uint8Array): string {
  // The sniffing the CSV reader does: a BOM, else UTF-16 by its zero bytes, else UTF-8.
  return new TextDecoder(sniffEncoding(bytes)).decode(bytes);
}
