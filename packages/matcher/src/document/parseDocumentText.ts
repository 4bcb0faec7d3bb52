// A lookup document's text to a value: JSON for .json, JSON with comments for .jsonc, YAML for .yaml/.yml,
// JSON-then-YAML otherwise.
import stripJsonComments from 'strip-json-comments';
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
  // A .jsonc document's comments are no YAML: read as YAML, `// note "files": […]` would be a field of that name.
  // (Comments and trailing commas become spaces, line breaks kept: a mistake left is at its line and column in the file.)
  const json = /\.jsonc?$/i.test(path) ? (/c$/i.test(path) ? stripJsonComments(body, { whitespace: true, trailingCommas: true }) : body) : undefined;
  if (!yaml) {
    try {
      return JSON.parse(json ?? body);
    } catch (error) {
      if (json !== undefined) {
        const problem = jsonSyntaxProblem(json);
        // A lookup document may keep its comments under another name, which a flow's JSON or a --input line may not.
        const said = problem !== null && json === body && COMMENT_REASON.test(problem.reason) ? `${problem.reason}, or name it .jsonc (JSON with comments)` : problem?.reason ?? '';
        const reason = problem === null ? (error as Error).message
          : problem.line === undefined ? said : `line ${problem.line}, column ${problem.column}: ${said}`;
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

/** The reason `jsonSyntaxProblem` gives a comment in JSON. */
const COMMENT_REASON = /^JSON has no comments/;

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
