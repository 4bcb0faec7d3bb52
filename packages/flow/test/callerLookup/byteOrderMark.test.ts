// A lookup server's answer that starts with a byte-order mark, over HTTP on 127.0.0.1: the mark says the encoding.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookupCaller } from '../../src/callerLookup/index.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const UTF16BE_BOM = Buffer.from([0xfe, 0xff]);
const record = '{"name": "Zoë Lee", "plan": "Gold"}';

/** UTF-16BE bytes of `text` (Node writes only the little-endian form). */
function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

const answers: Record<string, { contentType: string; bytes: Buffer }> = {
  'utf16le-json-no-charset': { contentType: 'application/json', bytes: Buffer.concat([UTF16LE_BOM, Buffer.from(record, 'utf16le')]) },
  'utf16be-json-no-charset': { contentType: 'application/json', bytes: Buffer.concat([UTF16BE_BOM, utf16be(record)]) },
  'utf16le-text-no-type': { contentType: '', bytes: Buffer.concat([UTF16LE_BOM, Buffer.from('Zoë Lee, Gold plan', 'utf16le')]) },
  'utf16be-json-declared-utf16': { contentType: 'application/json; charset=utf-16', bytes: Buffer.concat([UTF16BE_BOM, utf16be(record)]) },
  'utf8-json-declared-latin1': { contentType: 'application/json; charset=iso-8859-1', bytes: Buffer.concat([UTF8_BOM, Buffer.from(record)]) },
  'utf8-json': { contentType: 'application/json; charset=utf-8', bytes: Buffer.concat([UTF8_BOM, Buffer.from(record)]) },
  'utf8-not-found': { contentType: 'text/plain', bytes: Buffer.concat([UTF8_BOM, Buffer.from('not found')]) },
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? '/', 'http://x').pathname.slice(1)];
    if (answer === undefined) return void response.writeHead(404).end();
    response.writeHead(200, answer.contentType === '' ? {} : { 'content-type': answer.contentType }).end(answer.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('an answer starting with a byte-order mark is read in the encoding the mark names', () => {
  test.each([
    { name: 'UTF-16LE JSON declared without a charset is the record, not invalid_json', path: 'utf16le-json-no-charset', expected: { result: 'found', data: { name: 'Zoë Lee', plan: 'Gold' } } },
    { name: 'UTF-16BE JSON declared without a charset is the record', path: 'utf16be-json-no-charset', expected: { result: 'found', data: { name: 'Zoë Lee', plan: 'Gold' } } },
    { name: 'UTF-16LE text without a content type is the text, not NULs between letters', path: 'utf16le-text-no-type', expected: { result: 'found', data: 'Zoë Lee, Gold plan' } },
    { name: 'UTF-16BE JSON declared as utf-16 (read little-endian by its label) is the record', path: 'utf16be-json-declared-utf16', expected: { result: 'found', data: { name: 'Zoë Lee', plan: 'Gold' } } },
    { name: 'UTF-8 JSON with its mark declared as Latin-1 is the record, not invalid_json', path: 'utf8-json-declared-latin1', expected: { result: 'found', data: { name: 'Zoë Lee', plan: 'Gold' } } },
    { name: 'UTF-8 JSON with its mark is the record', path: 'utf8-json', expected: { result: 'found', data: { name: 'Zoë Lee', plan: 'Gold' } } },
    { name: '"not found" after a UTF-8 mark is not found', path: 'utf8-not-found', expected: { result: 'not_found' } },
  ])('$name', async ({ path, expected }) => {
    const outcome = await lookupCaller({ url: `${base}/${path}` }, '+15550100123', {});
    expect(outcome).toMatchObject(expected);
    // What the model reads (the body as answered) holds no mark and no NUL.
    expect('body' in outcome ? outcome.body : '').not.toMatch(/^\uFEFF|\u0000/);
  });
});
