// The request URL: the configured query kept byte for byte, the caller's E.164 number as `phone`.
import { describe, expect, test } from '@jest/globals';
import { lookupUrl, redactToken, REDACTED } from '../../src/callerLookup/index.js';
import { redactTokenInData } from '../../src/callerLookup/redactToken.js';

describe('lookupUrl', () => {
  test.each([
    ['a bare URL gets ?phone=', 'https://crm.example.com/clients', 'https://crm.example.com/clients?phone=%2B15551234567'],
    ['an existing query is kept and phone appended', 'https://crm.example.com/clients?org=7', 'https://crm.example.com/clients?org=7&phone=%2B15551234567'],
    ['encoded parameters are kept byte for byte', 'https://crm.example.com/c?q=a%20b&r=x+y', 'https://crm.example.com/c?q=a%20b&r=x+y&phone=%2B15551234567'],
    ['a phone parameter already in the URL is replaced', 'https://crm.example.com/c?phone=%2B1999&org=7&phone=2', 'https://crm.example.com/c?org=7&phone=%2B15551234567'],
    ['an encoded phone parameter name is replaced too', 'https://crm.example.com/c?ph%6Fne=1', 'https://crm.example.com/c?phone=%2B15551234567'],
    ['a trailing ? is tidied', 'https://crm.example.com/c?', 'https://crm.example.com/c?phone=%2B15551234567'],
    ['the fragment is dropped', 'https://crm.example.com/c#top', 'https://crm.example.com/c?phone=%2B15551234567'],
  ])('%s', (_name, url, expected) => {
    expect(lookupUrl(url, '+15551234567')?.href).toBe(expected);
  });

  test.each([['a relative path', '/clients'], ['ftp', 'ftp://crm.example.com/c'], ['nonsense', 'not a url']])('%s is no URL', (_name, url) => {
    expect(lookupUrl(url, '+15551234567')).toBeNull();
  });
});

describe('redactToken', () => {
  test.each([
    ['the raw token', 'sent abc/+= twice abc/+=', 'sent [redacted] twice [redacted]'],
    ['the URL-encoded token', 'query t=abc%2F%2B%3D', 'query t=[redacted]'],
    ['the token with "/" escaped as a JSON writer may', '{"t":"abc\\/+="}', '{"t":"[redacted]"}'],
    ['text without the token is unchanged', 'nothing secret here', 'nothing secret here'],
  ])('replaces %s', (_name, text, expected) => {
    expect(redactToken(text, 'abc/+=')).toBe(expected.replaceAll('[redacted]', REDACTED));
  });

  test.each([
    ['inside an ordinary word it is left alone', 'your token was accepted', 'your token was accepted'],
    ['standing alone it is replaced', 'bad key tok, try again', 'bad key [redacted], try again'],
    ['as a URL parameter value it is replaced', '/clients?token=tok&page=1', '/clients?token=[redacted]&page=1'],
    ['quoted in JSON it is replaced', '{"you_sent":"tok"}', '{"you_sent":"[redacted]"}'],
    ['beside an underscore it is part of a name and left alone', 'tok_count=2', 'tok_count=2'],
  ])('a short token (tok): %s', (_name, text, expected) => {
    expect(redactToken(text, 'tok')).toBe(expected.replaceAll('[redacted]', REDACTED));
  });

  test('a token of 16 characters or more is replaced wherever it appears, even glued to a word', () => {
    expect(redactToken('Bearer7f3a9c2e41b86d05x', '7f3a9c2e41b86d05')).toBe(`Bearer${REDACTED}x`);
  });

  test('a short numeric token is redacted from a number only when the number is the token', () => {
    expect(redactTokenInData({ balance: 1425, pin: 42 }, '42')).toEqual({ balance: 1425, pin: REDACTED });
  });

  test.each([[undefined], ['']])('does nothing without a token (%p)', (token) => {
    expect(redactToken('plain text', token)).toBe('plain text');
  });
});
