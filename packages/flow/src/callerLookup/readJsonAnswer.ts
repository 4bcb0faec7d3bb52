// What a lookup server's parsed JSON answer says about the caller: someone, nobody, or a failure it reports.
import { isAskedNumber, phoneNumberDigits } from './askedNumber.js';
import { CALLER_WORDS, NOT_FOUND_TEXT, saysNobodyInWords } from './nobodyInWords.js';

/** What a parsed JSON answer says: a discriminated union on `says`. `field` is the key as the server wrote it. */
export type JsonReading = { says: 'someone' } | { says: 'nobody' } | { says: 'failure'; field: string };

const SOMEONE: JsonReading = { says: 'someone' };
const NOBODY: JsonReading = { says: 'nobody' };

// Words a message uses for a failure: "Internal server error", "database unavailable", "DB_DOWN", "timed out".
const FAILURE_TEXT =
  /(?<![a-z])(errors?|fail(s|ed|ure)?|exceptions?|unavailable|unreachable|time[sd]?[\s_-]?out|down|denied|forbidden|unauthori[sz]ed|invalid|refused|overloaded|rate[\s_-]?limit(ed)?|too many requests|went wrong|crash(ed)?)(?![a-z])/i;
// A status that is itself a failure (JSend's `error` and `fail`).
const FAILURE_STATUS = /^\s*(error|fail|failed|failure)\s*$/i;

// The rules read keys by their words (see `keyWord`): `StatusCode`, `status_code` and `statusCode` are one key.
// Where a server reports a failure: anything but an empty value here is one.
const ERROR_FIELDS = new Set(['error', 'errors', 'errormessage', 'errormsg', 'errordescription', 'errordetail', 'errordetails', 'fault']);
// A status or code: 404 says nobody, another 4xx or 5xx (or `error` / `fail`) reports a failure.
const STATUS_FIELDS = new Set(['status', 'code', 'statuscode', 'httpstatus', 'httpstatuscode', 'httpcode', 'errorcode', 'responsecode']);
// Where a server says what went wrong, or whether anyone was found.
const MESSAGE_FIELDS = new Set([
  ...ERROR_FIELDS, ...STATUS_FIELDS,
  'message', 'msg', 'detail', 'details', 'description', 'reason', 'result', 'statusmessage', 'statustext',
]);
// Whether the request worked (false reports a failure), and whether anyone was found (false says nobody).
const SUCCESS_FLAGS = new Set(['success', 'ok', 'issuccess', 'successful', 'issuccessful', 'succeeded']);
const FOUND_FLAGS = new Set(['found', 'exists']);
const FLAG_FIELDS = new Set([...SUCCESS_FLAGS, ...FOUND_FLAGS]);
// An envelope's fields about the answer rather than the caller: request bookkeeping, and a page's counters and cursors.
const BOOKKEEPING_FIELDS = new Set([
  'meta', 'metadata', 'timestamp', 'time', 'requestid', 'traceid', 'version', 'query', 'params', 'filters', 'sort',
  'pagination', 'pageable', 'links', 'path', 'page', 'pages', 'perpage', 'pagesize', 'pagenumber', 'pageindex', 'pagecount',
  'currentpage', 'firstpage', 'lastpage', 'nextpage', 'prevpage', 'previouspage', 'firstpageurl', 'lastpageurl',
  'nextpageurl', 'prevpageurl', 'pagetoken', 'nextpagetoken', 'total', 'totalcount', 'totalitems', 'totalresults',
  'totalrecords', 'totalpages', 'totalelements', 'numberofelements', 'count', 'size', 'limit', 'offset', 'from', 'to',
  'cursor', 'next', 'prev', 'previous', 'nextcursor', 'prevcursor', 'previouscursor', 'hasmore', 'hasnext', 'hasprevious', 'empty',
  // What the answer is and where it lives: Stripe's `"object": "list"` and `url`; `@odata.context`, `@odata.count` and
  // any other `@` annotation (see `isBookkeeping`).
  'object', 'url',
  // A Hydra collection's page links (`hydra:view`: first, last, next) and the template of the search it answers
  // (`hydra:search`, naming the `phone` filter), as API Platform writes them; a search's own terms, as `query`.
  'view', 'search',
]);
// The number asked about, echoed back (`{"phone": "+15550100123"}`): it tells whom the server was asked about, not whom
// it found, so the number asked about here identifies nobody (another phone number, or a record, still does).
const ASKED_NUMBER_FIELDS = new Set([
  'phone', 'phones', 'phonenumber', 'phoneno', 'number', 'tel', 'telephone', 'mobile', 'mobilenumber', 'cell',
  'msisdn', 'e164', 'callerid', 'callernumber', 'callerphone', 'ani', 'cli',
]);
// Where an envelope (`{"success": true, "data": …}`) carries the record.
const PAYLOAD_FIELDS = new Set([
  'data', 'result', 'results', 'record', 'records', 'client', 'clients', 'caller', 'callers', 'customer', 'customers',
  'patient', 'patients', 'payload', 'item', 'items', 'content', 'member',
]);
const FILLER_WORDS = new Set(['the', 'a', 'an', 'no', 'this', 'that', 'given', 'with', 'for', 'by', 'of', 'matching', 'requested', 'error', 'sorry']);

/** One answer being read: the number asked about, and what each object inside it says. */
interface Reader {
  /** The number asked about (E.164), when known: only it is an echo; unknown, any phone number in its fields is. */
  readonly asked: string | undefined;
  // Each object inside an answer is read once: the rules ask about a field more than once, which unremembered
  // doubles the work at every level of nesting (`{"data": {"data": …}}` 100 deep would never finish).
  readonly nestedReadings: WeakMap<object, JsonReading>;
}

interface Field {
  /** The key as the server wrote it, to name it in messages. */
  key: string;
  word: string;
  value: unknown;
}

/**
 * Reads a parsed JSON answer to a question about `asked` (the caller's number in E.164, when known). `null`, `false`,
 * `0`, a blank or "not found" string (and `"false"`, `"0"`), the number asked about, and a list of such answers (`[]`,
 * `[{}]`, `[0]`) say nobody; another bare value (`42`, `true`, `"Ann"`) says someone. An object is read by `readObject`.
 * @example readJsonAnswer({ name: 'Ann' }) // { says: 'someone' }
 * @example readJsonAnswer({ data: [], current_page: 1, per_page: 15, total: 0 }) // { says: 'nobody' }
 * @example readJsonAnswer({ Success: false, Error: 'Database unavailable' }) // { says: 'failure', field: 'Error' }
 * @example readJsonAnswer({ phone: '(555) 010-0123' }, '+15550100123') // { says: 'nobody' }: the number asked, echoed
 * @example readJsonAnswer({ phone: '+15550100124' }, '+15550100123') // { says: 'someone' }: the contact's own number
 */
export function readJsonAnswer(value: unknown, asked?: string): JsonReading {
  const reader: Reader = { asked, nestedReadings: new WeakMap() };
  if (isObject(value)) return readObject(value, true, reader);
  return saysNobody(value, reader) || (asked !== undefined && isAskedNumber(value, asked)) ? NOBODY : SOMEONE;
}

/**
 * Whether a value inside an answer (a list's item) identifies someone, by the rules for what is inside an answer: `{}`,
 * `null`, `{"found": false}` and `{"error": "db down"}` do not, `{"name": "Ann"}` does; nor does `{"phone": …}` holding
 * only the number asked about (`asked`, E.164; unknown, any phone number alone is taken for it).
 * @example identifiesSomeone({ name: 'Ann Lee' }) // true
 * @example identifiesSomeone({}) // false
 */
export function identifiesSomeone(value: unknown, asked?: string): boolean {
  return !saysNobody(value, { asked, nestedReadings: new WeakMap() });
}

/**
 * Whether a key names a field for a phone number (`phone`, `Mobile`, `caller_id`, …; any case, `snake_case` or
 * `camelCase`), where the number asked about, echoed, identifies nobody.
 * @example isPhoneField('phone_number') // true
 * @example isPhoneField('name') // false
 */
export function isPhoneField(key: string): boolean {
  return ASKED_NUMBER_FIELDS.has(keyWord(key));
}

/**
 * The keys of an envelope's payloads (`data`, `results`, `customers`, …): those of an object whose other fields identify
 * nobody (messages, flags, bookkeeping, the number asked about echoed); none for a record, whose own lists (a client's
 * `items`) are its data.
 * @example envelopePayloadKeys({ success: true, data: [{}, { name: 'Ann' }] }) // ['data']
 * @example envelopePayloadKeys({ name: 'Ann', items: [] }) // []
 */
export function envelopePayloadKeys(record: Record<string, unknown>, asked?: string): string[] {
  const reader: Reader = { asked, nestedReadings: new WeakMap() };
  const fields = Object.entries(record).map(([key, value]): Field => ({ key, word: keyWord(key), value }));
  const payloads = fields.filter(({ word }) => PAYLOAD_FIELDS.has(word));
  if (fields.some((field) => !PAYLOAD_FIELDS.has(field.word) && identifies(field, reader))) return [];
  return payloads.map(({ key }) => key);
}

/**
 * What an object says, by the first rule that applies (keys read by `keyWord`: any case, `snake_case` or `camelCase`):
 * 1. `found` / `exists` is false, or a status of 404: nobody;
 * 2. a message field says the caller was not found ("Not found", "Client not found", "No record found for this number"),
 *    or an error field holds an error saying so (`{"errors": [{"extensions": {"code": "NOT_FOUND"}}]}`): nobody;
 * 3. the whole answer reports a failure (`reportedFailure`: an error field, `success: false`, `status: "error"`, a 500);
 * 4. a field identifies someone (`identifies`): someone, whatever a message says of some other thing;
 * 5. nothing identifies anyone, and the whole answer says a failure in words ("Internal server error"): a failure;
 * 6. its payload (`data`, `results`, …) says nobody: nobody, wherever its page counters sit;
 * 7. `found` / `exists` is true: someone (a yes without a record, as a bare `true` is);
 * 8. otherwise nobody: an object of messages, flags and bookkeeping identifies nobody.
 * Inside an answer (a payload, a list's item) only rules 1, 2, 4 and 7 apply: nested failures identify nobody.
 */
function readObject(record: Record<string, unknown>, whole: boolean, reader: Reader): JsonReading {
  const fields = Object.entries(record).map(([key, value]): Field => ({ key, word: keyWord(key), value }));
  // A FHIR search answer (`"resourceType": "Bundle"`) holds its records in `entry`; its own `id` is the bundle's.
  if (isFhirBundle(fields) && !hasEntries(fields)) return NOBODY;
  if (fields.some(saysCallerNotFound)) return NOBODY;
  const failure = whole ? reportedFailure(fields) : undefined;
  if (failure !== undefined) return { says: 'failure', field: failure.key };
  if (fields.some((field) => identifies(field, reader))) return SOMEONE;
  const saidFailure = whole ? fields.find(saysAFailure) : undefined;
  if (saidFailure !== undefined) return { says: 'failure', field: saidFailure.key };
  if (fields.some(({ word, value }) => PAYLOAD_FIELDS.has(word) && saysNobody(value, reader))) return NOBODY;
  if (fields.some(({ word, value }) => FOUND_FLAGS.has(word) && flagValue(value) === true)) return SOMEONE;
  return NOBODY;
}

/** Whether a value inside an answer says nobody: empty, zero or false (also written `"0"`, `"false"`), "not found", or an object identifying nobody. */
function saysNobody(value: unknown, reader: Reader): boolean {
  if (value === null || value === false) return true;
  if (typeof value === 'string') {
    return value.trim() === '' || NOT_FOUND_TEXT.test(value) || isZeroText(value) || booleanText(value) === false || saysNobodyInWords(value);
  }
  if (typeof value === 'number') return value === 0;
  if (Array.isArray(value)) return value.every((item) => saysNobody(item, reader));
  if (!isObject(value)) return false;
  const reading = reader.nestedReadings.get(value) ?? readObject(value, false, reader);
  reader.nestedReadings.set(value, reading);
  return reading.says !== 'someone';
}

/**
 * Whether a field says the caller was not found (rules 1 and 2): `found` / `exists` false, a status of 404, a message
 * field saying so (`messageSaysNotFound`), or an error field holding an error that says so (`errorSaysNotFound`).
 */
function saysCallerNotFound({ word, value }: Field): boolean {
  if (FOUND_FLAGS.has(word)) return flagValue(value) === false;
  if (STATUS_FIELDS.has(word) && httpStatus(value) === 404) return true;
  if (!MESSAGE_FIELDS.has(word)) return false;
  if (typeof value === 'string') return messageSaysNotFound(value);
  return ERROR_FIELDS.has(word) && errorSaysNotFound(value);
}

/** "Not found" about the caller ("Client not found", not "Appointment not found"), or a sentence saying nobody was found. */
function messageSaysNotFound(message: string): boolean {
  return (NOT_FOUND_TEXT.test(message) && isAboutTheCaller(message)) || saysNobodyInWords(message);
}

/**
 * Whether an error reported as an object or a list says the caller was not found, as GraphQL servers and Google-style
 * APIs report it: `{"errors": [{"message": "…", "extensions": {"code": "NOT_FOUND"}}]}`,
 * `{"error": {"code": 404, "status": "NOT_FOUND"}}`. Every error of a list must say so; each object is visited once.
 */
function errorSaysNotFound(value: unknown): boolean {
  if (typeof value === 'string') return messageSaysNotFound(value);
  if (Array.isArray(value)) return value.length > 0 && value.every(errorSaysNotFound);
  if (!isObject(value)) return false;
  return Object.entries(value).some(([key, inner]) =>
    inner !== null && typeof inner === 'object' ? errorSaysNotFound(inner) : saysCallerNotFound({ key, word: keyWord(key), value: inner }));
}

/**
 * Whether a field tells who the caller is: data (not empty, zero or a true/false) in a field other than the message
 * fields, flags and bookkeeping, and other than the number asked about, echoed, in a field named for a phone number;
 * or a record (an object or list identifying someone) in any field but the error fields, flags and bookkeeping, a
 * message field included: `{"details": {"name": "Ann"}}` identifies, as a payload does.
 */
function identifies({ word, value }: Field, reader: Reader): boolean {
  if (saysNobody(value, reader) || typeof value === 'boolean' || booleanText(value) !== undefined || ERROR_FIELDS.has(word) || FLAG_FIELDS.has(word) || isBookkeeping(word)) return false;
  if (ASKED_NUMBER_FIELDS.has(word) && isEchoedNumber(value, reader.asked)) return false;
  return typeof value === 'object' || !MESSAGE_FIELDS.has(word);
}

/** Whether an object is a FHIR Bundle (`"resourceType": "Bundle"`, any case). */
function isFhirBundle(fields: readonly Field[]): boolean {
  return fields.some(({ word, value }) => word === 'resourcetype' && typeof value === 'string' && value.toLowerCase() === 'bundle');
}

/**
 * Whether a FHIR Bundle holds entries that are matches: a search that found nobody has none, whatever its `total`,
 * `id` and `link`, or only the OperationOutcome a server adds to say so (`"search": {"mode": "outcome"}`).
 */
function hasEntries(fields: readonly Field[]): boolean {
  return fields.some(({ word, value }) => word === 'entry' && Array.isArray(value) && value.some((entry) => !isOutcomeEntry(entry)));
}

/** A Bundle entry that is the server's note on the search, not a match. */
function isOutcomeEntry(entry: unknown): boolean {
  if (!isObject(entry)) return false;
  const search = entry['search'];
  const resource = entry['resource'];
  return (isObject(search) && search['mode'] === 'outcome') || (isObject(resource) && resource['resourceType'] === 'OperationOutcome');
}

/** A field about the answer rather than the caller: a bookkeeping field, or an `@` annotation (`@odata.context`, `@type`). */
function isBookkeeping(word: string): boolean {
  return BOOKKEEPING_FIELDS.has(word) || word.startsWith('@');
}

/**
 * Whether a value is the number asked about echoed back, or a list of only it: written any way (`isAskedNumber`). With
 * no number known, any phone number (7 to 15 digits written with `+ ( ) - . /` and spaces, `tel:` before them or not)
 * is taken for it.
 */
function isEchoedNumber(value: unknown, asked: string | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => isEchoedNumber(item, asked));
  return asked === undefined ? phoneNumberDigits(value) !== undefined : isAskedNumber(value, asked);
}

/**
 * The field by which a whole answer reports a failure instead of a record, even beside one: a non-empty error field
 * (`error`, `errors`, `errorMessage`, `fault`, …), `success` / `ok` / `isSuccess` false, or a status (`status`, `code`, `statusCode`, …) of
 * `error` / `fail` or an HTTP error other than 404. A server that answers "200, something went wrong" must not be read
 * as having found the caller.
 */
function reportedFailure(fields: Field[]): Field | undefined {
  return (
    fields.find(({ word, value }) => ERROR_FIELDS.has(word) && !isEmpty(value) && !(typeof value === 'string' && NOT_FOUND_TEXT.test(value))) ??
    fields.find(({ word, value }) => SUCCESS_FLAGS.has(word) && flagValue(value) === false) ??
    fields.find(({ word, value }) => STATUS_FIELDS.has(word) && (isHttpFailure(httpStatus(value)) || (typeof value === 'string' && FAILURE_STATUS.test(value))))
  );
}

/** Whether a message or status field's text says a failure: "Internal server error", "database unavailable". */
function saysAFailure({ word, value }: Field): boolean {
  return MESSAGE_FIELDS.has(word) && typeof value === 'string' && FAILURE_TEXT.test(value);
}

/**
 * Whether a "… not found" message is about the caller: it names nothing before "not found", or only the caller's
 * record ("Client with this phone number not found"), not some other thing ("Next appointment not found").
 */
function isAboutTheCaller(message: string): boolean {
  const before = message.slice(0, NOT_FOUND_TEXT.exec(message)?.index ?? 0);
  const words = before.toLowerCase().split(/[^a-z]+/).filter((word) => word !== '' && !FILLER_WORDS.has(word));
  return words.every((word) => CALLER_WORDS.has(word) || CALLER_WORDS.has(word.replace(/s$/, '')));
}

/**
 * A key's words run together in lower case: `statusCode`, `status_code`, `Status-Code` and `STATUSCODE` are `statuscode`;
 * a Hydra term is one with or without its prefix (`hydra:totalItems`, `totalItems`), as API Platform writes either.
 */
function keyWord(key: string): string {
  return key.toLowerCase().replace(/^hydra:/, '').replace(/[\s_-]+/g, '');
}

/** A true/false however a server writes it: `true`, `"true"`, `"yes"`, `1`; undefined when the value is no flag. */
function flagValue(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'yes' || word === '1') return true;
  if (word === 'false' || word === 'no' || word === '0') return false;
  return undefined;
}

/** `"true"` / `"false"` in any case: a boolean written as text. */
function booleanText(value: unknown): boolean | undefined {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return word === 'true' ? true : word === 'false' ? false : undefined;
}

/** An HTTP status written as a number or as three digits of text (`404`, `"404"`). */
function httpStatus(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  return typeof value === 'string' && /^\s*\d{3}\s*$/.test(value) ? Number(value) : undefined;
}

function isHttpFailure(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status <= 599 && status !== 404;
}

function isZeroText(text: string): boolean {
  return /^\s*[+-]?0+(\.0*)?\s*$/.test(text);
}

/** Whether an error field holds nothing: empty, zero or false, or a list or object of such values (`{"code": 0}`). */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || flagValue(value) === false) return true;
  if (typeof value === 'string') return value.trim() === '' || isZeroText(value);
  if (typeof value === 'number') return value === 0;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

/** A JSON object (a record or an envelope), not a list nor a scalar. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
