// Where a replayed call parted from its call file: what was expected, what happened, and when.

export type DivergenceKind =
  | 'path' | 'visits' | 'lookup' | 'variable' | 'says' | 'never_says' | 'status'
  | 'turns_left' | 'out_of_turns' | 'timeout' | 'runtime_error' | 'model_node';

export interface Divergence {
  kind: DivergenceKind;
  /** Caller turn it happened at (0: the opening, before the caller spoke); null when it is about the call as a whole. */
  turn: number | null;
  /** The node the call was at, when known. */
  node: string | null;
  expected: string;
  actual: string;
  message: string;
  /** The call-file field holding the expectation (`expect.path[3]`), when one does. */
  field: string | null;
  /** Line of that field in the call file, when known. */
  line: number | null;
}
