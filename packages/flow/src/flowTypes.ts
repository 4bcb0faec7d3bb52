// The flow as plain data: what a flow file holds once it has been read and checked.
import type { CallerLookupConfig } from './callerLookup/CallerLookupConfig.js';
import type { NumericDateOrder } from './template/format/FormatSettings.js';

/** A JSON value: everything a call stores is plain data, so a snapshot is plain JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The four outcomes a `#lookup` node branches on. */
export const LOOKUP_OUTCOMES = ['confident', 'ambiguous', 'not_found', 'error'] as const;
export type LookupEdge = (typeof LOOKUP_OUTCOMES)[number];

/** Say text, then go on. */
export interface SayNode { kind: 'say'; id: string; text: string; next: string }

/**
 * How often a collect node asks in one call (`tries` in the file): a call that comes back to the node says `again`
 * (else the node's text) and, once the node has asked `max` times in the call, goes to `then` without asking.
 */
export interface CollectTries {
  /** The most times the node asks in one call, the first time included: 1 to `MOST_TRIES`. */
  max: number;
  /** Said instead of the node's text when it asks again; the text is said again when absent. */
  again?: string;
  /** Where the call goes, without asking, when it comes back to the node after its last try. */
  then: string;
  /** A turn with no words: stored and on to `next` like any answer (`next`), or asked again at once, a try (`again`). */
  silence: 'next' | 'again';
  /**
   * What the count covers: every ask in the call (`call`), or one visit (`visit`): counted afresh once the caller has
   * been asked at another node, so an "anything else?" menu come back to later asks `max` times again. Absent (a flow
   * built in code): `call`.
   */
  per?: 'call' | 'visit';
}

/** Optionally say a prompt, then wait for the caller's next utterance and store it in `into`. */
export interface CollectNode { kind: 'collect'; id: string; text?: string; into: string; next: string; tries?: CollectTries }

/** One case of a branch node: taken when the variable's words include any of `match`. */
export interface BranchCase { match: string[]; next: string }

/** Go to the first case whose words appear in the variable, else to `otherwise`. */
export interface BranchNode { kind: 'branch'; id: string; variable: string; cases: BranchCase[]; otherwise: string }

/**
 * The model answers the caller once (running tools from attached documents), and the
 * call goes on to `next`; `error` is taken when the model fails.
 */
export interface ConversationNode {
  kind: 'conversation';
  id: string;
  /** The node's instructions to the model (a template). */
  text: string;
  documents: string[];
  maxToolRounds: number;
  /** The most characters of the model's reply said at this node (`max_reply_chars`); the call's cap when absent. */
  maxReplyChars?: number;
  next: string;
  error?: string;
}

/** A `#lookup` directive: the runtime calls the tool itself and branches on the outcome. */
export interface LookupNode {
  kind: 'lookup';
  id: string;
  /** The node text holding the directive. */
  text: string;
  /** Variable receiving the matched row (`{{customer.City}}`); the other variables: `lookupNodeVariables`. */
  into: string;
  on: Record<LookupEdge, string>;
}

/**
 * The variables a `#lookup` node stores, `into` first: the matched row, the candidates' rows (`<into>_candidates`),
 * the outcome (`<into>_outcome`), per argument the words it was looked up by (`<into>_heard`: the part of a
 * sentence the lookup went by, or the argument as bound), and, when the outcome is `error`, its stable code
 * (`<into>_error`: `ARGUMENT_MISSING` for an argument left empty, `lookup_timeout`, a document's own code; null on the
 * other outcomes), as a `#caller_lookup` stores its own.
 *
 * @example
 *   lookupNodeVariables('customer') // ['customer', 'customer_candidates', 'customer_outcome', 'customer_heard', 'customer_error']
 */
export function lookupNodeVariables(into: string): [row: string, candidates: string, outcome: string, heard: string, error: string] {
  return [into, `${into}_candidates`, `${into}_outcome`, `${into}_heard`, `${into}_error`];
}

/**
 * The variables a `#caller_lookup` node stores, `into` first: the record, the outcome (`<into>_outcome`), when the
 * outcome is `error`, its stable code (`<into>_error`: `timeout`, `http_error`, …; null on the other outcomes), and on
 * every outcome the HTTP status the server answered with (`<into>_status`: 200, 404, 503, …; null when none answered).
 *
 * @example
 *   callerLookupNodeVariables('client') // ['client', 'client_outcome', 'client_error', 'client_status']
 */
export function callerLookupNodeVariables(into: string): [record: string, outcome: string, error: string, status: string] {
  return [into, `${into}_outcome`, `${into}_error`, `${into}_status`];
}

/** The outcomes of a `#caller_lookup` node: the client database answered with a record, with nobody, or not at all. */
export const CALLER_LOOKUP_OUTCOMES = ['found', 'not_found', 'error'] as const;
export type CallerLookupEdge = (typeof CALLER_LOOKUP_OUTCOMES)[number];

/**
 * A lookup node whose text holds `#caller_lookup` (written `kind: lookup` in the file): the runtime asks the
 * flow's `caller_lookup` endpoint about the caller's number from the call context and branches on the answer.
 */
export interface CallerLookupNode {
  kind: 'caller_lookup';
  id: string;
  text: string;
  /** Variable receiving what the database said about the caller (parsed JSON, or the text). */
  into: string;
  on: Record<CallerLookupEdge, string>;
}

/** One variable a `set` node assigns: `name` gets the text `value` (a template) renders to. */
export interface SetValue { name: string; value: string }

/**
 * Assign flow variables from templates, in the order written (a value may read one set above it), then go on.
 * Each value is stored as the text it renders to; one that reads a `#lookup` result is kept from the model like it.
 */
export interface SetNode { kind: 'set'; id: string; values: SetValue[]; next: string }

/** Hand the call to a person or number; the call ends here. */
export interface TransferNode { kind: 'transfer'; id: string; text?: string; to: string }

/** Say goodbye (optionally) and hang up. */
export interface EndNode { kind: 'end'; id: string; text?: string }

export type FlowNode = SayNode | CollectNode | SetNode | BranchNode | ConversationNode | LookupNode | CallerLookupNode | TransferNode | EndNode;
export type FlowNodeKind = FlowNode['kind'];

/**
 * Kinds of node that speak to the caller without asking: reaching one (or another collect) ends the visit of a collect
 * counting its tries `per: visit`, whose next ask starts afresh.
 */
export const SPEAKING_KINDS: ReadonlySet<FlowNodeKind> = new Set(['say', 'conversation']);

/** A loaded flow: nodes by id, documents by name (absolute paths). */
export interface Flow {
  name: string;
  /** The flow file, absolute. */
  file: string;
  /**
   * A digest of the flow file's text. A snapshot saved before 2026-12-06 carries it and resumes on that text only; a
   * newer one carries a digest of the nodes ahead of the call (`partAhead`), so edits elsewhere do not strand it.
   */
  digest: string;
  start: string;
  /** Document name → absolute path of the lookup document. */
  documents: Record<string, string>;
  nodes: Record<string, FlowNode>;
  /** The client database `#caller_lookup` nodes and conversation nodes ask about the caller; null when not configured. */
  callerLookup: CallerLookupConfig | null;
  /**
   * The flow's `formats` block: the currency `| money` says amounts in, the order `| date` reads a date of numbers
   * only in. Absent when the flow has none (nothing is guessed: `docs/flows.md`, "Saying a value well").
   */
  formats?: FlowFormats;
}

/** A flow's `formats` block as loaded: `formats: { locale: en-GB, currency: GBP, numeric_dates: day_first }`. */
export interface FlowFormats {
  /** One of `SPOKEN_LOCALES`, as the list writes it (`en-GB`). */
  locale?: string;
  currency?: string;
  numericDates?: NumericDateOrder;
}

/** A problem in a flow file, reported as data with the place it was found. */
export interface FlowIssue {
  code: string;
  /** An error keeps the flow from loading; a warning is a likely mistake the call survives (`maybe_unset_variable`). */
  severity: 'error' | 'warning';
  /** Where in the file: `nodes.find_customer.on.error`. */
  path: string;
  message: string;
  file: string;
  node?: string;
  /** 1-based line in the flow file, when known. */
  line?: number;
  column?: number;
  /**
   * Set on the one issue standing for the issues of its code at its node past the first 20: how many those are
   * (they are not listed one by one); such an issue counts as that many problems.
   */
  more?: number;
}
