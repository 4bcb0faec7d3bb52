// What the benchmark needs from a lookup engine: load a document, then call its tools by name.

/** A loaded lookup document. `call` returns the outcome so the timed loop consumes every result. */
export interface LoadedLookups {
  call(tool: string, args: Readonly<Record<string, string>>): string;
}

export interface LookupEngine {
  /** Printed in the report, so a reader knows which implementation was measured. */
  readonly description: string;
  load(documentPath: string): Promise<LoadedLookups>;
}
