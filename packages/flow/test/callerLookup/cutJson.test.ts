// JSON that stops before its end, told from JSON broken in its middle: only the first is blamed on a short Content-Length.
import { expect, test } from '@jest/globals';
import { isCutJson } from '../../src/callerLookup/cutJson.js';

test.each([
  ['a record cut inside a key', '{"nam', true],
  ['a record cut inside a value', '{"name":"Ann Le', true],
  ['a record cut after a comma', '{"name":"Ann Lee",', true],
  ['a record cut before its closing brace', '{"name":"Ann Lee"', true],
  ['a list cut inside a number', '[{"balance":12.', true],
  ['a list cut inside true', '[tr', true],
  ['a string cut inside an escape', '{"note":"line\\u00', true],
  ['a record broken by two commas', '{"name":"Ann Lee",,"account":"A1"}', false],
  ['a whole record with text after it', '{"name":"Ann Lee"} trailing', false],
  ['a key without quotes', '{name:"Ann"', false],
  ['a word that is no JSON', 'Ann Lee', false],
  ['a whole record', '{"name":"Ann Lee","tags":["vip",1e3,null,false]}', false],
])('%s: cut is %s', (_name, text, cut) => {
  expect(isCutJson(text)).toBe(cut);
});
