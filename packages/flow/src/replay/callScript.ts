// The shape of a scripted call file once loaded: plain data, checked field by field by `parseCallScript`.

/**
 * What a lookup can come out as: a `#lookup` node's `confident`/`ambiguous`/`not_found`, a `#caller_lookup`
 * node's `found`/`not_found`; `error` is the edge taken when the lookup itself fails.
 */
export const LOOKUP_OUTCOMES = ['confident', 'ambiguous', 'not_found', 'error', 'found'] as const;
export type ReplayOutcome = (typeof LOOKUP_OUTCOMES)[number];

/** The edges a collect node's `tries` adds: `then`, taken once its tries are used, and `silence`, a silent turn asked again. */
export const TRIES_EDGES = ['then', 'silence'] as const;
export type TriesEdge = (typeof TRIES_EDGES)[number];

/** One caller's turn of a call file: words said, or keys pressed on the keypad, as pressed (`101#`). */
export type ScriptTurn = string | { keys: string };

/**
 * A turn as a report quotes it: the words, or `[keys 101#]`.
 *
 * @example
 * turnText({ keys: '101#' }); // '[keys 101#]'
 */
export function turnText(turn: ScriptTurn): string {
  return typeof turn === 'string' ? turn : `[keys ${turn.keys}]`;
}

/** How a call can stand when the script has been played (`failed`: it stopped on an error with nowhere to go). */
export const CALL_STATUSES = ['ended', 'transferred', 'waiting', 'failed'] as const;
export type ReplayCallStatus = (typeof CALL_STATUSES)[number];

/** The call context the runtime injects; the model never supplies it. */
export interface ScriptContext {
  caller?: string;
  called?: string;
  call_id?: string;
  started_at?: string;
}

/** One scripted model reply, consumed in order by conversation nodes. */
export interface ScriptedReply {
  /** The conversation node that must be asking; checked so a script cannot drift silently. */
  node?: string;
  /** What the model says. */
  say?: string;
  /** Tool calls the model makes before saying something; their results go back to the model. */
  tool_calls?: { tool: string; args: Record<string, string> }[];
}

/**
 * How many of a call file's model replies answer a request: an entry with neither `say` nor `tool_calls` answers none.
 *
 * @example
 * answeringReplies([{ say: 'Hi.' }, { node: 'help' }]); // 1
 */
export function answeringReplies(replies: readonly ScriptedReply[]): number {
  return replies.filter((reply) => reply.say !== undefined || (reply.tool_calls?.length ?? 0) > 0).length;
}

/** Makes a lookup throw, so a replay can take a flow's `error` edge deterministically. */
export interface LookupFailure {
  tool: string;
  /** The error code the failing lookup throws with (e.g. `SOURCE_UNAVAILABLE`). */
  code: string;
  message?: string;
  /** Only this call of the tool fails (1-based); every call fails when absent. */
  call?: number;
}

/** One answer of the replay's caller-lookup fixture server, for one caller number (E.164, as the runtime sends it). */
export interface FixtureRoute {
  phone: string;
  /** HTTP status; 200 when absent. */
  status: number;
  /** The body: text as written, or a mapping/list sent as JSON. Empty when absent. */
  body?: string | Record<string, unknown> | unknown[];
  /** Wait this long before answering (to replay a slow database past the flow's `timeout_ms`). */
  delay_ms?: number;
}

/** A client database on 127.0.0.1 that the replay starts for the call and points the flow's `caller_lookup` url at. */
export interface FixtureServer {
  routes: FixtureRoute[];
}

export interface ExpectedLookup {
  node?: string;
  tool?: string;
  outcome: ReplayOutcome;
}

export interface Expectations {
  /** The full path of node ids, from the start node to where the call stopped. */
  path?: string[];
  /** Node ids the call passes through in this order; other nodes may come between. */
  visits?: string[];
  /** Every lookup the call makes, in order. */
  lookups?: ExpectedLookup[];
  /** Flow variables at the end of the call (dotted names reach into rows: `customer.City`). */
  variables?: Record<string, unknown>;
  /** Text the agent must say at some point (case-insensitive substring). */
  says?: string[];
  /** Text the agent must never say (case-insensitive substring). */
  never_says?: string[];
  status?: ReplayCallStatus;
}

export interface CallScript {
  name: string;
  /** The flow file, relative to the call file as written. */
  flow: string;
  context: ScriptContext;
  /** The caller's turns, in order: words said, or keys pressed on the keypad (`{ keys: "101#" }`). */
  turns: ScriptTurn[];
  model: ScriptedReply[];
  lookup_failures: LookupFailure[];
  /** The environment the call runs with (the caller lookup's `auth_env` token is read here); nothing else is visible. */
  env?: Record<string, string>;
  /** The loopback client database for the flow's `caller_lookup`; none when absent. */
  caller_lookup_server?: FixtureServer;
  /**
   * How long one turn may take before the replay fails with a timeout naming the node; absent: the default,
   * plus the flow's caller-lookup timeout when it has one (`turnTimeoutMs`).
   */
  timeout_ms?: number;
  expect: Expectations;
}

export const DEFAULT_TURN_TIMEOUT_MS = 5000;

/** The longest a timer can wait (2³¹ - 1 ms, about 24.8 days): Node fires a longer one after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
