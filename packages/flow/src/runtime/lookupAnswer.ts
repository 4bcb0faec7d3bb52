// A lookup document's answer checked before the call acts on it: one that is no lookup result is a failed lookup.
import { errorMessages } from '../messages.js';
import { nonJsonField } from './nonJsonField.js';

const isRow = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Longest part of a wrong answer a message shows. */
const SHOWN_CHARACTERS = 200;

/** The most candidates an answer may hold: a lookup document's `max_candidates` is at most 100. */
export const MAX_LOOKUP_CANDIDATES = 100;

/**
 * The most characters an answer's rows may hold together (256 Ki), nested lists and records counted with their keys:
 * 100 candidates of 20 columns of 100 characters fit. Every row is kept in the call's log and snapshot, and a model's tool call reads them all.
 */
export const MAX_LOOKUP_ANSWER_CHARS = 262_144;

/**
 * Why `answer` is no lookup result, or null when it is one: `confident` with its `row`, `ambiguous` with one or more
 * `candidates`, each holding a `row`, or `not_found`; each row's fields JSON data (`nonJsonField`). A call given a document of its own (the API takes any LookupProvider) must
 * take the error edge for such an answer, not wait at the node for an outcome that never comes.
 *
 * @example
 * lookupAnswerProblem({ result: 'maybe' }); // 'the document answered {"result":"maybe"}, which is no lookup result (…)'
 */
export function lookupAnswerProblem(answer: unknown): string | null {
  if (isRow(answer)) {
    const { result, row, candidates } = answer as { result?: unknown; row?: unknown; candidates?: unknown };
    // The rows first, naming the column; then the rest of the answer (a score, debug scores, fields of its own), which
    // the call's log keeps as answered.
    if (result === 'not_found') return rowProblem(answer as object, 'not_found');
    if (result === 'confident' && isRow(row)) return rowProblem(row as object, 'its row') ?? rowProblem(answer as object, 'confident') ?? sizeProblem([row as object]);
    // Ambiguous among none is no outcome: taken as one, the caller would hear of several customers found, of nobody.
    if (result === 'ambiguous' && Array.isArray(candidates) && candidates.length > 0) {
      // Counted first: the rows of a provider answering its whole table are not all walked.
      if (candidates.length > MAX_LOOKUP_CANDIDATES) return errorMessages.tooManyCandidates(candidates.length, MAX_LOOKUP_CANDIDATES);
      if (candidates.every((candidate) => isRow(candidate) && isRow((candidate as { row?: unknown }).row))) {
        for (const [index, candidate] of candidates.entries()) {
          const problem = rowProblem((candidate as { row: object }).row, `candidate ${index + 1}'s row`);
          if (problem !== null) return problem;
        }
        return rowProblem(answer as object, 'ambiguous') ?? sizeProblem(candidates.map((candidate) => (candidate as { row: object }).row));
      }
    }
  }
  return errorMessages.noLookupResult(shown(answer));
}

/** Why a row cannot be kept in the call's log and snapshot (plain JSON), or null when it can. */
function rowProblem(row: object, which: string): string | null {
  const found = nonJsonField(row);
  return found === undefined ? null : errorMessages.nonJsonField(which, found.field, found.holds);
}

/**
 * Why rows hold too much to keep (more than MAX_LOOKUP_ANSWER_CHARS characters in their fields: text, and whatever a
 * field's lists and records hold), or null.
 */
function sizeProblem(rows: readonly object[]): string | null {
  let characters = 0;
  let longest = { field: '', length: 0 };
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      // Cheap test first: a field of text, the whole of an ordinary row.
      const length = typeof value === 'string' ? value.length : heldCharacters(value);
      characters += length;
      if (length > longest.length) longest = { field, length };
    }
  }
  return characters <= MAX_LOOKUP_ANSWER_CHARS ? null
    : errorMessages.lookupAnswerTooLarge(characters, MAX_LOOKUP_ANSWER_CHARS, rows.length, longest.field, longest.length);
}

/**
 * The characters a field's value holds: its text, a number or true/false as JSON writes it, and in lists and records
 * every item and key. (Already known to be JSON data without loops, `nonJsonField` having been asked first.)
 */
function heldCharacters(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (typeof value !== 'object' || value === null) return 0;
  let characters = 0;
  if (Array.isArray(value)) {
    for (const item of value) characters += heldCharacters(item);
  } else {
    for (const [key, item] of Object.entries(value)) characters += key.length + heldCharacters(item);
  }
  return characters;
}

/** The answer as it is, said: `nothing`, or its JSON cut short. */
function shown(answer: unknown): string {
  if (answer === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(answer) ?? String(answer);
  } catch {
    text = String(answer);
  }
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}
