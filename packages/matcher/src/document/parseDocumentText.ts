// A lookup document's text to a value: JSON for .json, YAML for .yaml/.yml, JSON-then-YAML otherwise.
import { parse as parseYaml } from 'yaml';
import { MatcherError } from '../MatcherError.js';
import { jsonSyntaxProblem } from './jsonSyntax.js';
import { messages } from '../messages.js';
import { EightBitVote, type EightBitEncoding } from '../source/eightBitEncoding.js';
import { ChunkDecoder, sniffEncoding } from '../source/textEncoding.js';

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
    // The reader's message ends with a code frame after the place ("… at line 2, column 3:\n\nlookups: [\n …"): the
    // place is kept, the frame left out, so the message is one line.
    const reason = (error as Error).message.replace(/:\r?\n[\s\S]*$/, '');
    throw new MatcherError('DOCUMENT_INVALID_YAML', messages.documentInvalidYaml(path, reason), { file: path, cause: error });
  }
}

function decodeDocument(bytes: Uint8Array): string {
  return documentText(bytes).text;
}

/**
 * A document's bytes as text, as the CSV reader decodes a table: a BOM, else UTF-16 by its zero bytes, else UTF-8; and
 * bytes that are no UTF-8 (an editor's "ANSI", Windows-1252: `Soci\xe9t\xe9`) in the 8-bit encoding their accents
 * vote for (`EightBitVote`), named in `eightBit` for the document's warning.
 *
 * @example
 *   documentText(Buffer.from('search_column: Soci\xe9t\xe9', 'latin1')) // { text: "search_column: Société", eightBit: "windows-1252" }
 */
export function documentText(bytes: Uint8Array): { text: string; eightBit?: EightBitEncoding } {
  const encoding = sniffEncoding(bytes);
  if (encoding !== 'utf-8') return { text: new TextDecoder(encoding).decode(bytes) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const vote = new EightBitVote();
    vote.add(bytes);
    const eightBit = vote.encoding;
    return { text: new ChunkDecoder(eightBit).decode(bytes, true), eightBit };
  }
}
