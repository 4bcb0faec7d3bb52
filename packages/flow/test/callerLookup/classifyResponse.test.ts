// The pure classification a deterministic caller-lookup node branches on.
import { describe, expect, test } from '@jest/globals';
import { bodyForModel, CALLER_LOOKUP_ERROR as E, classifyResponse } from '../../src/callerLookup/index.js';
import type { LookupResponse } from '../../src/callerLookup/index.js';
import type { ExpectedOutcome } from './expectedOutcome.js';

const context = { where: 'https://crm.example.com/clients', authHeader: 'loquent_x_check', authEnv: 'CRM_TOKEN' };
const JSON_TYPE = 'application/json; charset=utf-8';

const cases: { name: string; response: LookupResponse; expected: ExpectedOutcome }[] = [
  { name: 'a JSON record is found with its parsed data', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann"}' }, expected: { result: 'found', status: 200, data: { name: 'Ann' } } },
  { name: 'a vendor JSON type (+json) is parsed', response: { status: 200, contentType: 'application/vnd.crm+json', body: '{"name":"Ann"}' }, expected: { result: 'found', data: { name: 'Ann' } } },
  { name: 'a JSON list of records is found', response: { status: 200, contentType: JSON_TYPE, body: '[{"name":"Ann"}]' }, expected: { result: 'found', data: [{ name: 'Ann' }] } },
  { name: '{"found": true} with fields is found', response: { status: 200, contentType: JSON_TYPE, body: '{"found":true,"name":"Ann"}' }, expected: { result: 'found' } },
  { name: 'text is found and kept as text', response: { status: 200, contentType: 'text/plain', body: 'Ann Lee, client since 2019' }, expected: { result: 'found', data: 'Ann Lee, client since 2019' } },
  { name: 'a 201 counts as success', response: { status: 201, contentType: 'text/plain', body: 'Ann' }, expected: { result: 'found', status: 201 } },
  { name: 'text that merely starts like JSON but is not stays text', response: { status: 200, contentType: 'text/plain', body: '[VIP] Ann Lee' }, expected: { result: 'found', data: '[VIP] Ann Lee' } },
  { name: 'a JSON number is found as is', response: { status: 200, contentType: JSON_TYPE, body: '42' }, expected: { result: 'found', data: 42 } },
  { name: 'a 404 is not found whatever its body', response: { status: 404, contentType: JSON_TYPE, body: '{"name":"Ann"}' }, expected: { result: 'not_found', status: 404 } },
  { name: 'an empty 200 is not found', response: { status: 200, contentType: '', body: '' }, expected: { result: 'not_found' } },
  { name: 'a whitespace-only 200 is not found', response: { status: 200, contentType: 'text/plain', body: ' \r\n' }, expected: { result: 'not_found' } },
  { name: 'a 204 is not found', response: { status: 204, contentType: '', body: '' }, expected: { result: 'not_found', status: 204 } },
  { name: 'null is not found', response: { status: 200, contentType: JSON_TYPE, body: 'null' }, expected: { result: 'not_found' } },
  { name: 'null without a JSON type is not found', response: { status: 200, contentType: 'text/plain', body: 'null' }, expected: { result: 'not_found' } },
  { name: '{} is not found', response: { status: 200, contentType: JSON_TYPE, body: '{ }' }, expected: { result: 'not_found' } },
  { name: '[] is not found', response: { status: 200, contentType: JSON_TYPE, body: '[]' }, expected: { result: 'not_found' } },
  { name: '{"found": false} is not found even with other fields', response: { status: 200, contentType: JSON_TYPE, body: '{"found":false,"reason":"no match"}' }, expected: { result: 'not_found' } },
  { name: 'a JSON string saying not found is not found', response: { status: 200, contentType: JSON_TYPE, body: '"Client Not Found"' }, expected: { result: 'not_found' } },
  { name: 'text saying NOT FOUND in any case is not found', response: { status: 200, contentType: 'text/plain', body: 'NOT FOUND' }, expected: { result: 'not_found' } },
  { name: '"notfound" run together is not the phrase and is found', response: { status: 200, contentType: 'text/plain', body: 'client notfoundation member' }, expected: { result: 'found' } },
  { name: 'false is not found', response: { status: 200, contentType: JSON_TYPE, body: 'false' }, expected: { result: 'not_found' } },
  { name: 'false without a JSON type is not found', response: { status: 200, contentType: 'text/plain', body: 'false' }, expected: { result: 'not_found' } },
  { name: 'a list of empty records is not found', response: { status: 200, contentType: JSON_TYPE, body: '[{}, null]' }, expected: { result: 'not_found' } },
  { name: '{"error": "Client not found"} is not found, not a client', response: { status: 200, contentType: JSON_TYPE, body: '{"error":"Client not found"}' }, expected: { result: 'not_found' } },
  { name: 'a message field saying not found wins over other fields', response: { status: 200, contentType: JSON_TYPE, body: '{"success":false,"code":17,"message":"Caller not found"}' }, expected: { result: 'not_found' } },
  { name: 'a NOT_FOUND status word is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"status":"NOT_FOUND","data":{"id":7}}' }, expected: { result: 'not_found' } },
  { name: 'a status of 404 in a 200 body is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"statusCode":404,"body":"nothing here"}' }, expected: { result: 'not_found' } },
  { name: 'a record whose fields are all empty is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"client":null,"appointments":[]}' }, expected: { result: 'not_found' } },
  { name: 'an empty page of results with a zero count is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"results":[],"total":0}' }, expected: { result: 'not_found' } },
  { name: '"not found" in a record\'s other field does not hide the record', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann","notes":"last invoice not found"}' }, expected: { result: 'found', data: { name: 'Ann', notes: 'last invoice not found' } } },
  { name: 'a record whose message says some other thing was not found is found', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann","message":"Next appointment not found"}' }, expected: { result: 'found', data: { name: 'Ann', message: 'Next appointment not found' } } },
  { name: 'a message saying the client was not found wins over an echoed phone number', response: { status: 200, contentType: JSON_TYPE, body: '{"phone":"+15551234567","error":"Client with this phone number not found"}' }, expected: { result: 'not_found' } },
  { name: 'a bare "Not found" message wins over other fields', response: { status: 200, contentType: JSON_TYPE, body: '{"phone":"+15551234567","message":"Not found"}' }, expected: { result: 'not_found' } },
  { name: 'a message about some other thing, with nothing identifying anyone, is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"success":true,"message":"Appointment not found"}' }, expected: { result: 'not_found' } },
  { name: 'an envelope with a null payload is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"success":true,"data":null}' }, expected: { result: 'not_found' } },
  { name: 'an envelope with an empty record and a request id is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"ok":true,"record":{},"request_id":"r-81","timestamp":"2026-12-04T10:00:00Z"}' }, expected: { result: 'not_found' } },
  { name: 'an envelope with an empty result list is not found', response: { status: 200, contentType: JSON_TYPE, body: '{"status":"ok","result":[]}' }, expected: { result: 'not_found' } },
  { name: 'an envelope with a record in its payload is found, envelope and all', response: { status: 200, contentType: JSON_TYPE, body: '{"success":true,"data":{"name":"Ann"}}' }, expected: { result: 'found', data: { success: true, data: { name: 'Ann' } } } },
  { name: 'a record with a null field named like a payload is found', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann","client":null}' }, expected: { result: 'found' } },
  { name: 'an envelope reporting a failure with a null payload is reported_error', response: { status: 200, contentType: JSON_TYPE, body: '{"success":false,"data":null}' }, expected: { result: 'error', code: E.reportedError } },
  { name: 'a record with a zero balance is found', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann","balance":0}' }, expected: { result: 'found' } },
  // The other bare JSON values: a blank string says nobody, a bare true is a yes with no details.
  { name: 'a whole answer of "" is not found', response: { status: 200, contentType: JSON_TYPE, body: '""' }, expected: { result: 'not_found' } },
  { name: 'a whole answer of a blank string is not found', response: { status: 200, contentType: JSON_TYPE, body: '"  "' }, expected: { result: 'not_found' } },
  { name: 'a whole answer of true is found, as data', response: { status: 200, contentType: JSON_TYPE, body: 'true' }, expected: { result: 'found', data: true } },
  // A whole answer of 0 is a count of none, as [0] and {"total": 0} are.
  { name: 'a whole answer of 0 is not found', response: { status: 200, contentType: JSON_TYPE, body: '0' }, expected: { result: 'not_found', body: '0' } },
  { name: 'a whole answer of 0 written 0.0 is not found', response: { status: 200, contentType: JSON_TYPE, body: '0.0' }, expected: { result: 'not_found' } },
  { name: 'a whole answer of 0 without a JSON type is not found', response: { status: 200, contentType: 'text/plain', body: ' 0\r\n' }, expected: { result: 'not_found' } },
  { name: 'a list holding a 0 is not found, as a bare 0 is', response: { status: 200, contentType: JSON_TYPE, body: '[0]' }, expected: { result: 'not_found' } },
  { name: 'text that starts with 0 is found, as text', response: { status: 200, contentType: 'text/plain', body: '0 overdue invoices, Ann Lee' }, expected: { result: 'found', data: '0 overdue invoices, Ann Lee' } },
  { name: 'a record with a null error field is found', response: { status: 200, contentType: JSON_TYPE, body: '{"name":"Ann","error":null}' }, expected: { result: 'found' } },
  { name: 'a 200 whose body reports an error is reported_error with the body', response: { status: 200, contentType: JSON_TYPE, body: '{"error":"database unavailable"}' }, expected: { result: 'error', code: E.reportedError, status: 200, body: '{"error":"database unavailable"}' } },
  { name: 'an error object in a 200 is reported_error', response: { status: 200, contentType: JSON_TYPE, body: '{"error":{"code":"E42","message":"timeout upstream"}}' }, expected: { result: 'error', code: E.reportedError } },
  { name: 'a non-empty errors list in a 200 is reported_error', response: { status: 200, contentType: JSON_TYPE, body: '{"data":null,"errors":[{"message":"rate limited"}]}' }, expected: { result: 'error', code: E.reportedError } },
  { name: 'success false in a 200 is reported_error', response: { status: 200, contentType: JSON_TYPE, body: '{"success":false,"message":"rate limited"}' }, expected: { result: 'error', code: E.reportedError } },
  { name: 'ok false in a 200 is reported_error', response: { status: 200, contentType: JSON_TYPE, body: '{"ok":false,"name":"x"}' }, expected: { result: 'error', code: E.reportedError } },
  { name: 'a 500 is an http_error with its body', response: { status: 500, contentType: 'text/plain', body: 'db down' }, expected: { result: 'error', code: E.httpError, status: 500, body: 'db down' } },
  { name: 'a 400 is an http_error', response: { status: 400, contentType: 'text/plain', body: '' }, expected: { result: 'error', code: E.httpError, status: 400 } },
  { name: 'a 401 is unauthorized', response: { status: 401, contentType: 'text/plain', body: 'no' }, expected: { result: 'error', code: E.unauthorized, status: 401 } },
  { name: 'a 403 is unauthorized', response: { status: 403, contentType: 'text/plain', body: 'no' }, expected: { result: 'error', code: E.unauthorized, status: 403 } },
  { name: 'a 3xx that reaches classification is an http_error', response: { status: 304, contentType: '', body: '' }, expected: { result: 'error', code: E.httpError, status: 304 } },
  // A 2xx HTML page is a login proxy's or captive portal's, never the caller's record (JSON or text served as text/html is).
  { name: 'a login page served as text/html is html_page, not a client', response: { status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><head><title>Sign in</title></head><body>Please sign in</body></html>' }, expected: { result: 'error', code: E.htmlPage, status: 200 } },
  { name: 'a page without a content type is html_page', response: { status: 200, contentType: '', body: '\n<!DOCTYPE html>\n<html><body>Welcome to the hotel Wi-Fi</body></html>' }, expected: { result: 'error', code: E.htmlPage } },
  { name: 'a page declared text/plain is html_page', response: { status: 200, contentType: 'text/plain', body: '<html lang="en"><body>Login</body></html>' }, expected: { result: 'error', code: E.htmlPage } },
  { name: 'a page opening with a comment is html_page', response: { status: 200, contentType: '', body: '<!-- proxy 4.2 --> <!-- node 7 -->\n<html><body>Login</body></html>' }, expected: { result: 'error', code: E.htmlPage } },
  { name: 'markup declared text/html without a doctype is html_page', response: { status: 200, contentType: 'text/html', body: '<div class="login">Sign in to continue</div>' }, expected: { result: 'error', code: E.htmlPage } },
  { name: 'JSON served as text/html (a PHP default) is still found', response: { status: 200, contentType: 'text/html; charset=UTF-8', body: '{"name":"Ann"}' }, expected: { result: 'found', data: { name: 'Ann' } } },
  { name: 'text served as text/html is still found', response: { status: 200, contentType: 'text/html', body: 'Ann Lee, client since 2019' }, expected: { result: 'found', data: 'Ann Lee, client since 2019' } },
  { name: 'text mentioning <html> past its start is still found', response: { status: 200, contentType: 'text/plain', body: 'Ann Lee (notes: sent <html> invoice)' }, expected: { result: 'found' } },
  // Markup served with no content type at all: a proxy's error fragment is a page, other tags an XML record.
  { name: 'an HTML fragment without a content type (a proxy\'s error) is html_page, not a client', response: { status: 200, contentType: '', body: '<h1>Service Unavailable</h1>\n<p>Please try again later.</p>\n' }, expected: { result: 'error', code: E.htmlPage, status: 200 } },
  { name: 'an XML record without a content type or declaration is xml_answer', response: { status: 200, contentType: '', body: '<client><name>Ann Lee</name></client>' }, expected: { result: 'error', code: E.xmlAnswer, status: 200 } },
  { name: 'text opening with a bracketed word, without a content type, is still found', response: { status: 200, contentType: '', body: '<VIP> Ann Lee <gold>' }, expected: { result: 'found', data: '<VIP> Ann Lee <gold>' } },
  { name: 'markup declared text/plain stays text: the server said so', response: { status: 200, contentType: 'text/plain', body: '<b>Ann Lee</b>' }, expected: { result: 'found', data: '<b>Ann Lee</b>' } },
  { name: 'a 404 HTML page is still not_found', response: { status: 404, contentType: 'text/html', body: '<!doctype html><title>404</title>' }, expected: { result: 'not_found', status: 404 } },
  { name: 'a 500 HTML page is still http_error', response: { status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' }, expected: { result: 'error', code: E.httpError, status: 500 } },
  { name: 'declared JSON that does not parse is invalid_json', response: { status: 200, contentType: JSON_TYPE, body: '{"name":' }, expected: { result: 'error', code: E.invalidJson, status: 200 } },
];

/**
 * What a 2xx JSON object says about the caller, whatever case its keys are written in and wherever an envelope keeps its
 * page counters; `field` is the key a reported_error names, as the server wrote it.
 */
const objectCases: { name: string; body: string; expected: 'found' | 'not_found' | 'reported_error'; field?: string }[] = [
  // A failure is a failure in any case, snake_case or camelCase (ASP.NET writes PascalCase).
  { name: 'a PascalCase failure with its error is reported_error', body: '{"Success":false,"Error":"Database unavailable"}', expected: 'reported_error', field: 'Error' },
  { name: 'a capitalised Error field is reported_error', body: '{"Error":"database unavailable"}', expected: 'reported_error', field: 'Error' },
  { name: 'an upper-case ERROR field is reported_error', body: '{"ERROR":"db down"}', expected: 'reported_error', field: 'ERROR' },
  { name: 'Success false alone is reported_error, as success false is', body: '{"Success":false}', expected: 'reported_error', field: 'Success' },
  { name: 'Success false with a null Data is reported_error, as its lower-case form is', body: '{"Success":false,"Data":null}', expected: 'reported_error', field: 'Success' },
  { name: 'OK false is reported_error', body: '{"OK":false}', expected: 'reported_error', field: 'OK' },
  { name: 'success written "false" is reported_error even beside a record', body: '{"success":"false","name":"X"}', expected: 'reported_error', field: 'success' },
  { name: 'IsSuccess false with an ErrorMessage is reported_error', body: '{"IsSuccess":false,"ErrorMessage":"Database unavailable","Data":null}', expected: 'reported_error', field: 'ErrorMessage' },
  { name: 'an error_message field is reported_error', body: '{"error_message":"database unavailable"}', expected: 'reported_error', field: 'error_message' },
  { name: 'an errorMessage with an errorCode is reported_error', body: '{"errorMessage":"database unavailable","errorCode":"DB_DOWN"}', expected: 'reported_error', field: 'errorMessage' },
  { name: 'a non-empty Errors list in PascalCase is reported_error', body: '{"Data":null,"Errors":[{"Message":"rate limited"}]}', expected: 'reported_error', field: 'Errors' },
  { name: 'validation errors keyed by field are reported_error', body: '{"errors":{"phone":["is invalid"]}}', expected: 'reported_error', field: 'errors' },
  { name: 'a fault object is reported_error', body: '{"fault":{"faultstring":"Service unavailable"}}', expected: 'reported_error', field: 'fault' },
  { name: 'a record with a null Error is found', body: '{"Name":"Ann","Error":null}', expected: 'found' },
  { name: 'a record with an empty Errors list and a zero errorCode is found', body: '{"Name":"Ann","Errors":[],"errorCode":0}', expected: 'found' },
  // Nobody, in any case.
  { name: 'found written "false" is not found', body: '{"found":"false"}', expected: 'not_found' },
  { name: 'Found false beside a name is not found, as found false is', body: '{"Found":false,"Name":"Ann"}', expected: 'not_found' },
  { name: 'EXISTS written "FALSE" is not found', body: '{"EXISTS":"FALSE"}', expected: 'not_found' },
  { name: 'a STATUS_CODE of 404 is not found', body: '{"STATUS_CODE":404,"Body":"nothing here"}', expected: 'not_found' },
  { name: 'a status_code of "404" is not found', body: '{"status_code":"404"}', expected: 'not_found' },
  { name: 'a capitalised Message saying the client was not found is not found', body: '{"Message":"Client not found","Phone":"+15551234567"}', expected: 'not_found' },
  // Page counters and statuses are bookkeeping: an envelope whose payload says nobody is nobody, wherever they sit.
  { name: 'an empty Laravel page is not found', body: '{"data":[],"current_page":1,"per_page":15,"total":0}', expected: 'not_found' },
  { name: 'an empty Laravel page with every paginator field is not found', body: '{"current_page":1,"data":[],"first_page_url":"http://crm.test/api/clients?page=1","from":null,"last_page":1,"last_page_url":"http://crm.test/api/clients?page=1","links":[{"url":null,"label":"&laquo; Previous","active":false}],"next_page_url":null,"path":"http://crm.test/api/clients","per_page":15,"prev_page_url":null,"to":null,"total":0}', expected: 'not_found' },
  { name: 'empty results with a page number are not found', body: '{"results":[],"total":0,"page":1}', expected: 'not_found' },
  { name: 'a null data with page counters is not found', body: '{"data":null,"page":1,"per_page":20}', expected: 'not_found' },
  { name: 'empty items with pageSize and totalCount are not found', body: '{"items":[],"page":1,"pageSize":20,"totalCount":0}', expected: 'not_found' },
  { name: 'a PascalCase empty page is not found', body: '{"Data":[],"CurrentPage":1,"PageSize":20,"TotalCount":0}', expected: 'not_found' },
  { name: 'the search a page answers, written as text beside no results, is not found', body: '{"search":"phone=+15550100123","results":[],"total":0}', expected: 'not_found' },
  { name: 'an empty Spring page is not found', body: '{"content":[],"totalElements":0,"totalPages":0,"size":20,"number":0,"numberOfElements":0,"empty":true}', expected: 'not_found' },
  { name: 'empty items with a next cursor are not found', body: '{"items":[],"next_cursor":"c-81","has_more":false}', expected: 'not_found' },
  { name: 'a list of empty results counted as one is not found', body: '{"results":[{}],"total":1}', expected: 'not_found' },
  { name: 'a count written "0" beside empty items is not found', body: '{"count":"0","items":[]}', expected: 'not_found' },
  { name: 'an empty data with a statusCode of 200 is not found', body: '{"data":{},"statusCode":200}', expected: 'not_found' },
  { name: 'an empty data with a status_code and an OK message is not found', body: '{"data":{},"status_code":200,"message":"OK"}', expected: 'not_found' },
  { name: 'a page holding a record is found', body: '{"data":[{"name":"Ann"}],"current_page":1,"per_page":15,"total":1}', expected: 'found' },
  { name: 'a PascalCase envelope holding a record is found', body: '{"Data":{"Name":"Ann"},"StatusCode":200}', expected: 'found' },
  { name: 'a record beside a zero total is found', body: '{"name":"Ann","total":0}', expected: 'found' },
  // An object holding nothing that identifies someone is never found: a failure said is reported_error, anything else nobody.
  { name: 'a JSend error with a 500 code is reported_error', body: '{"status":"error","message":"database unavailable","code":500}', expected: 'reported_error', field: 'status' },
  { name: 'a status of error alone is reported_error', body: '{"status":"error"}', expected: 'reported_error', field: 'status' },
  { name: 'a JSend fail with a null data is reported_error', body: '{"Status":"FAIL","Data":null}', expected: 'reported_error', field: 'Status' },
  { name: 'a code of 503 alone is reported_error', body: '{"code":503}', expected: 'reported_error', field: 'code' },
  { name: 'a statusCode of "500" with a body is reported_error', body: '{"statusCode":"500","body":"upstream timeout"}', expected: 'reported_error', field: 'statusCode' },
  { name: 'a message saying internal server error is reported_error', body: '{"message":"Internal server error"}', expected: 'reported_error', field: 'message' },
  { name: 'a detail saying the service is unavailable is reported_error', body: '{"detail":"Service temporarily unavailable","data":[]}', expected: 'reported_error', field: 'detail' },
  { name: 'a result of DB_TIMEOUT is reported_error', body: '{"result":"DB_TIMEOUT"}', expected: 'reported_error', field: 'result' },
  { name: 'a message saying no client matches is not found', body: '{"message":"No matching client"}', expected: 'not_found' },
  { name: 'a result saying no client was found is not found', body: '{"result":"No client found"}', expected: 'not_found' },
  { name: 'a message of OK alone is not found', body: '{"message":"OK"}', expected: 'not_found' },
  { name: 'a status of success alone is not found', body: '{"status":"success","code":0}', expected: 'not_found' },
  { name: 'success true alone is not found', body: '{"success":true}', expected: 'not_found' },
  { name: 'a count with no records is not found', body: '{"count":3}', expected: 'not_found' },
  { name: 'a message that names nobody is not found', body: '{"Message":"Welcome to the clinic API"}', expected: 'not_found' },
  { name: 'found true alone is found: a yes without a record', body: '{"found":true}', expected: 'found' },
  { name: 'Exists written "true" is found', body: '{"Exists":"true"}', expected: 'found' },
  { name: 'found true beside an empty payload is not found', body: '{"found":true,"data":[]}', expected: 'not_found' },
  // A record stays found whatever its messages say of other things.
  { name: 'a record whose message says a payment failed is found', body: '{"name":"Ann","message":"Last payment failed"}', expected: 'found' },
  { name: 'a record with a status of its own is found', body: '{"name":"Ann","status":"inactive"}', expected: 'found' },
  { name: 'a record in a details field is found', body: '{"success":true,"details":{"name":"Ann"}}', expected: 'found' },
  { name: 'a record with a status of unknown is found', body: '{"name":"Ann","status":"unknown"}', expected: 'found' },
  { name: 'a record whose status says not a member is found', body: '{"name":"Ann","status":"Not a member"}', expected: 'found' },
  // A sentence saying nobody was found is read as "Client not found" is, wherever a message sits.
  { name: 'an echoed Phone with a Message saying no record was found is not found', body: '{"Phone":"+15550100123","Message":"No record found for this number"}', expected: 'not_found' },
  { name: 'a message saying no customer matches wins over other fields, as "Client not found" does', body: '{"name":"Ann","message":"No customer matches this number"}', expected: 'not_found' },
  { name: 'a list of errors that all say not found is not found', body: '{"errors":["Customer not found",{"message":"No results"}]}', expected: 'not_found' },
  { name: 'an error object saying some other thing was not found is reported_error', body: '{"error":{"code":"E42","message":"Upstream route not found"}}', expected: 'reported_error', field: 'error' },
  { name: 'an empty list of errors beside an echoed phone is not found', body: '{"errors":[],"phone":"+15550100123"}', expected: 'not_found' },
];

describe('classifyResponse reads a JSON object by its keys in any case, counters as bookkeeping', () => {
  test.each(objectCases)('$name', ({ body, expected, field }) => {
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body }, context);
    if (expected !== 'reported_error') {
      expect(outcome).toMatchObject({ result: expected, body });
      return;
    }
    expect(outcome).toMatchObject({ result: 'error', code: E.reportedError, status: 200, body });
    expect(outcome.result === 'error' ? outcome.message : '').toContain(`("${field ?? ''}" field)`);
  });
});

/**
 * A phone number in a field for the number asked about: with the number asked known (`asked`, as `lookupCaller` passes
 * it), only that number, however written, is its echo; another is the contact's own. Without it, any phone number there
 * is taken for the echo.
 */
const askedCases: { name: string; body: string; asked: string | undefined; expected: 'found' | 'not_found' }[] = [
  { name: 'the number asked about in E.164 is its echo', body: '{"phone":"+15550100123"}', asked: '+15550100123', expected: 'not_found' },
  { name: 'the number asked about written nationally is its echo', body: '{"phone":"(555) 010-0123"}', asked: '+15550100123', expected: 'not_found' },
  { name: 'the number asked about with its trunk zero is its echo', body: '{"phone":"020 7946 0958"}', asked: '+442079460958', expected: 'not_found' },
  { name: 'the number asked about as a JSON number is its echo', body: '{"msisdn":442079460958}', asked: '+442079460958', expected: 'not_found' },
  { name: 'another phone number is the contact\'s, found', body: '{"phone":"+15550100124"}', asked: '+15550100123', expected: 'found' },
  { name: 'another phone number in a nested record is found', body: '{"data":{"contact":{"mobile":"+44 7700 900123"}}}', asked: '+15550100123', expected: 'found' },
  { name: 'a list holding the number asked about and another is found', body: '{"phones":["+15550100123","+15550100124"]}', asked: '+15550100123', expected: 'found' },
  { name: 'without the number asked, another phone number is still taken for the echo', body: '{"phone":"+15550100124"}', asked: undefined, expected: 'not_found' },
  { name: 'without the number asked, a nested phone number is still taken for the echo', body: '{"data":{"contact":{"mobile":"+44 7700 900123"}}}', asked: undefined, expected: 'not_found' },
];

describe('classifyResponse tells the number asked about, echoed, from another phone number', () => {
  test.each(askedCases)('$name', ({ body, asked, expected }) => {
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body }, asked === undefined ? context : { ...context, asked });
    expect(outcome).toMatchObject({ result: expected, body });
  });

  test('one answer read with two numbers asked is read for each', () => {
    const body = '{"phone":"+15550100124"}';
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body }, { ...context, asked: '+15550100124' })).toMatchObject({ result: 'not_found' });
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body }, { ...context, asked: '+15550100123' })).toMatchObject({ result: 'found' });
  });
});

describe('classifyResponse', () => {
  test.each(cases)('$name', ({ response, expected }) => {
    expect(classifyResponse(response, context)).toMatchObject(expected);
  });

  test('a reported error names the field and the server, and says what to check', () => {
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body: '{"success":false}' }, context);
    expect(outcome.result === 'error' ? outcome.message : '').toBe(
      'The caller lookup at https://crm.example.com/clients answered 200 but its body reports a failure ("success" field) instead of a client record; check the server\'s logs.',
    );
  });

  test('an HTML page names the endpoint, the page\'s title and the fix, and carries no body for the model to read', () => {
    const page = '<!doctype html><html><head><title>\n  Sign in -\n  Acme SSO </title></head><body>…</body></html>';
    const outcome = classifyResponse({ status: 200, contentType: 'text/html', body: page }, context);
    expect(outcome).toEqual({
      result: 'error', code: E.htmlPage, status: 200,
      message: 'The caller lookup at https://crm.example.com/clients answered 200 with an HTML page ("Sign in - Acme SSO") instead of a client record: ' +
        'a login page, captive portal or proxy answered in the lookup server\'s place, or caller_lookup.url names a web page. ' +
        'Point caller_lookup.url at the lookup endpoint itself (one that answers JSON or text), reachable from here without signing in.',
    });
    expect(bodyForModel(outcome)).toBe('Caller lookup failed (html_page). The caller\'s details are not available; continue without them.');
  });

  test('a page of thousands of unclosed comments and titles is still classified', () => {
    const body = `${'<!-- x '.repeat(5000)}${'<title>'.repeat(5000)}`;
    expect(classifyResponse({ status: 200, contentType: 'text/html', body }, context)).toMatchObject({ result: 'error', code: E.htmlPage });
    expect(classifyResponse({ status: 200, contentType: '', body: `${'<!-- a --> '.repeat(5000)}Ann` }, context)).toMatchObject({ result: 'found' });
  });

  test('an envelope nested as deep as JSON may go is still classified, each object read once', () => {
    const nested = (inner: string) => `${'{"data":'.repeat(99)}${inner}${'}'.repeat(99)}`;
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body: nested('{}') }, context)).toMatchObject({ result: 'not_found' });
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body: nested('{"Name":"Ann"}') }, context)).toMatchObject({ result: 'found' });
    const nestedErrors = (inner: string) => `${'{"error":{"errors":['.repeat(33)}${inner}${']}}'.repeat(33)}`;
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body: nestedErrors('{"code":404}') }, context)).toMatchObject({ result: 'not_found' });
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body: nestedErrors('{"code":500}') }, context)).toMatchObject({ result: 'error', code: E.reportedError });
  });

  test('an empty 5xx carries no body field', () => {
    expect(classifyResponse({ status: 502, contentType: '', body: '' }, context)).not.toHaveProperty('body');
  });

  test('the body of found and not_found is the text exactly as received', () => {
    const body = '  {"name":"Ann"}\n';
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body }, context)).toMatchObject({ body });
    expect(classifyResponse({ status: 404, contentType: '', body: ' x ' }, context)).toMatchObject({ body: ' x ' });
  });

  test.each([
    ['names the variable and header when a token was sent', 'CRM_TOKEN', ['CRM_TOKEN', 'loquent_x_check']],
    ['tells the author to set auth_env when no token was sent', undefined, ['auth_env']],
  ] as const)('a 401 message %s', (_name, authEnv, mentions) => {
    const outcome = classifyResponse({ status: 401, contentType: '', body: '' }, { ...context, authEnv });
    expect(outcome.result).toBe('error');
    for (const mention of mentions) expect(outcome.result === 'error' ? outcome.message : '').toContain(mention);
  });
});

// A found list is stored as its clients: `{{client.length}}` counts them and `{{client.0.name}}` is the first one's name.
describe('a found list keeps only the items that identify someone', () => {
  const asked = '+15550100123';
  test.each([
    { name: 'an empty item beside a record is left out', body: '[{}, {"name": "Ann Lee"}]', data: [{ name: 'Ann Lee' }] },
    { name: '{"found": false} and null beside a record are left out', body: '[{"found": false}, {"name": "Ann Lee"}, null]', data: [{ name: 'Ann Lee' }] },
    { name: 'an item holding only the number asked about is left out', body: '[{"phone": "+1 555 010 0123"}, {"name": "Ann Lee"}]', data: [{ name: 'Ann Lee' }] },
    { name: 'an item holding only another phone number is a client, and kept', body: '[{"phone": "+15550100124"}, {"name": "Ann Lee"}]', data: [{ phone: '+15550100124' }, { name: 'Ann Lee' }] },
    { name: 'two records are both kept, in order', body: '[{"name": "Ann Lee"}, {}, {"name": "Bob Lee"}]', data: [{ name: 'Ann Lee' }, { name: 'Bob Lee' }] },
    { name: 'a list in an envelope keeps only its clients, the envelope\'s other fields as answered', body: '{"success": true, "data": [{}, {"name": "Ann"}]}', data: { success: true, data: [{ name: 'Ann' }] } },
    { name: 'a results list beside its page counters keeps only its clients', body: '{"results": [{"found": false}, {"name": "Ann Lee"}, null, {"phone": "+15550100123"}], "total": 4, "page": 1}', data: { results: [{ name: 'Ann Lee' }], total: 4, page: 1 } },
    { name: 'a Stripe list keeps only its customers', body: '{"object": "list", "data": [{}, {"id": "cus_81", "name": "Ann Lee"}], "has_more": false}', data: { object: 'list', data: [{ id: 'cus_81', name: 'Ann Lee' }], has_more: false } },
    { name: 'a list in an envelope inside an envelope keeps only its clients', body: '{"data": {"customers": [{}, {"name": "Ann Lee"}], "total": 2}}', data: { data: { customers: [{ name: 'Ann Lee' }], total: 2 } } },
    { name: 'a record\'s own list (its purchase items) is kept as answered', body: '{"name": "Ann Lee", "items": [{}, {"sku": "A1"}]}', data: { name: 'Ann Lee', items: [{}, { sku: 'A1' }] } },
  ])('$name', ({ body, data }) => {
    const outcome = classifyResponse({ status: 200, contentType: JSON_TYPE, body }, { ...context, asked });
    expect(outcome).toEqual({ result: 'found', status: 200, body, data });
  });
});

describe('numbers are read as written, and JSON stays JSON', () => {
  test.each([
    { name: 'a number with a leading zero is still invalid JSON, not quoted into a record', body: '{"name": "Ann", "account": 01}', expected: { result: 'error', code: E.invalidJson } },
    { name: 'digits inside a string are left alone', body: '{"name": "Ann 40.10", "note": "id 12345678901234567891 \\" 1.50"}', expected: { result: 'found', data: { name: 'Ann 40.10', note: 'id 12345678901234567891 " 1.50' } } },
    { name: 'a long id is kept whole as text', body: '{"name": "Ann", "id": -12345678901234567891}', expected: { result: 'found', data: { name: 'Ann', id: '-12345678901234567891' } } },
  ])('$name', ({ body, expected }) => {
    expect(classifyResponse({ status: 200, contentType: JSON_TYPE, body }, context)).toMatchObject(expected);
  });
});
