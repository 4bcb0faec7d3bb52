// Tool argument names: from param_name or the column name, never a reserved word, never two alike.
import { messages } from '../messages.js';
import { latinised } from '../normalise/normaliseText.js';
import type { Issue } from '../types.js';

/** Names a tool argument may not take: they collide with fields of tool-call envelopes. */
export const RESERVED_PARAM_NAMES: readonly string[] = ['name', 'type', 'description', 'tool', 'result', 'arguments'];

/**
 * A column name as an identifier.
 *
 * @example
 *   columnIdentifier('Full Name') // "full_name"
 *   columnIdentifier('Zoë’s E-mail') // "zoes_e_mail"
 *   columnIdentifier('Фамилия') // "familiya"
 */
export function columnIdentifier(name: string): string {
  const identifier = latinised(name.toLowerCase())
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return shortened(/^[0-9]/.test(identifier) ? `col_${identifier}` : identifier);
}

/**
 * The most characters of an argument name: Anthropic's API refuses a tool whose property names are longer
 * (`^[a-zA-Z0-9_.-]{1,64}$`), and OpenAI's function names share the limit. Room is left for a `_2` suffix.
 */
export const PARAM_NAME_MAX = 64;
const GENERATED_MAX = PARAM_NAME_MAX - 4;

/** An identifier cut to `GENERATED_MAX` characters, at a word's end when one is near. */
function shortened(identifier: string): string {
  if (identifier.length <= GENERATED_MAX) return identifier;
  const cut = identifier.slice(0, GENERATED_MAX);
  const end = cut.lastIndexOf('_');
  return end >= GENERATED_MAX / 2 ? cut.slice(0, end) : cut;
}

/** One search column as the naming step sees it. */
export interface ParamNameRequest {
  /** The column's header name, or its reference when it has none. */
  columnName: string;
  /** The column letter, for `query_<letter>`. */
  letter: string;
  explicit?: string;
  primary: boolean;
  /** Document path of the param_name field, for issues. */
  path: string;
}

/**
 * Chooses each argument's name: `param_name` when given, else the column name as an identifier;
 * `query` / `query_<column>` when that is reserved or too short to mean anything.
 *
 * @example
 *   paramNames([{ columnName: 'Full Name', letter: 'A', primary: true, path: 'p' }]).names // ["full_name"]
 */
export function paramNames(requests: readonly ParamNameRequest[]): { names: string[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const names: string[] = [];
  for (const request of requests) {
    const fallback = request.primary ? 'query' : `query_${columnIdentifier(request.letter)}`;
    let name: string;
    if (request.explicit !== undefined) {
      name = request.explicit;
      if (RESERVED_PARAM_NAMES.includes(name.toLowerCase())) {
        const renamed = request.primary ? 'query' : `query_${columnIdentifier(request.columnName) || columnIdentifier(request.letter)}`;
        issues.push({ code: 'PARAM_NAME_RESERVED', severity: 'warning', path: request.path, message: messages.paramNameReserved(name, renamed) });
        name = renamed;
      } else if (names.includes(name)) {
        issues.push({ code: 'PARAM_NAME_DUPLICATE', severity: 'error', path: request.path, message: messages.paramNameDuplicate(name) });
      }
    } else {
      const identifier = columnIdentifier(request.columnName);
      name = identifier.length < 2 ? (request.primary ? 'query' : `query_${identifier || columnIdentifier(request.letter)}`) : identifier;
      if (RESERVED_PARAM_NAMES.includes(name)) name = request.primary ? 'query' : `query_${identifier}`;
      if (name === '') name = fallback;
    }
    // Automatic names never collide: a later one takes a numeric suffix. When a param_name took the name, say so: a
    // flow passing city= to reach the City column would otherwise search the column whose param_name is "city".
    if (request.explicit === undefined) {
      const base = name;
      for (let n = 2; names.includes(name); n += 1) name = `${base}_${n}`;
      const takenBy = requests.findIndex((other) => other.explicit === base);
      if (name !== base && takenBy >= 0 && takenBy < names.length) {
        issues.push({ code: 'PARAM_NAME_TAKEN', severity: 'warning', path: request.path, message: messages.paramNameTaken(request.columnName, base, name, requests[takenBy]!.columnName) });
      }
    }
    names.push(name);
  }
  return { names, issues };
}
