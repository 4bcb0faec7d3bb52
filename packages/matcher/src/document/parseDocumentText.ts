// A lookup document's text to a value: JSON for .json, YAML for .yaml/.yml, JSON-then-YAML otherwise.
import { parse as parseYaml } from 'yaml';
import { MatcherError } from '../MatcherError.js';
import { messages } from '../messages.js';

/**
 * Parses the document text. Throws `MatcherError` DOCUMENT_INVALID_JSON / DOCUMENT_INVALID_YAML.
 *
 * @example
 *   parseDocumentText('{"lookups": []}', 'doc.json') // { lookups: [] }
 */
export function parseDocumentText(text: string, path: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  const yaml = /\.ya?ml$/i.test(path);
  if (!yaml) {
    try {
      return JSON.parse(body);
    } catch (error) {
      if (/\.json$/i.test(path)) {
        throw new MatcherError('DOCUMENT_INVALID_JSON', messages.documentInvalidJson(path, (error as Error).message), { file: path, cause: error });
      }
    }
  }
  try {
    return parseYaml(body);
  } catch (error) {
    throw new MatcherError('DOCUMENT_INVALID_YAML', messages.documentInvalidYaml(path, (error as Error).message), { file: path, cause: error });
  }
}
