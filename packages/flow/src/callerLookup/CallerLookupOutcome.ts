// What one caller lookup ends in: a discriminated union on `result`, plain data (safe in snapshots and replays).

/**
 * - `found`: a 2xx answer with content; `body` is the text as received, `data` the parsed JSON (or the text).
 * - `not_found`: a 404, or a 2xx answer that says nobody (empty, `null`, `false`, `{}`, `[]`, `{"found": false}`,
 *   "not found", `{"error": "Client not found"}`, `{"results": [], "total": 0}`; see `readJsonAnswer`).
 * - `error`: no usable answer; `code` is stable (see `CALLER_LOOKUP_ERROR`), `status` and `body` are set when
 *   the server answered (`reported_error`: a 2xx whose JSON says it failed, `{"error": "db down"}`, `{"Success": false}`;
 *   `html_page`, a 2xx HTML page such as a login proxy's, and `binary_answer`, a 2xx file's bytes, have a status and no body; `xml_answer`, a 2xx XML answer, has both). The auth token appears in none of
 *   these fields.
 */
export type CallerLookupOutcome =
  | { result: 'found'; status: number; body: string; data: unknown }
  | { result: 'not_found'; status: number; body: string }
  | { result: 'error'; code: string; message: string; status?: number; body?: string };

export type CallerLookupResult = CallerLookupOutcome['result'];
