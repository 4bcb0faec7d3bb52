// JSON text whose numbers a parse would change (past 15 digits, trailing zeros, exponents) quoted as written, before parsing.

// A JSON number token (RFC 8259): optional minus, integer part (no leading zero: `01` stays invalid JSON), fraction, exponent.
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The JSON text with each number that `JSON.parse` would not give back as written turned into a string of its digits,
 * so an account id `12345678901234567891` keeps every digit and a balance `40.10` its cents when a template reads them;
 * numbers read exactly (`12`, `40.5`, `-3`) are left numbers. Strings are skipped whole, escapes included. The text is
 * returned as it is when no number needs it.
 *
 * @example numbersAsWritten('{"account": 12345678901234567891, "visits": 12}') // '{"account": "12345678901234567891", "visits": 12}'
 * @example numbersAsWritten('{"balance": 40.10}') // '{"balance": "40.10"}'
 */
export function numbersAsWritten(text: string): string {
  const parts: string[] = [];
  let copiedTo = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    if (char !== '-' && (char < '0' || char > '9')) continue;
    NUMBER.lastIndex = index;
    const token = NUMBER.exec(text)?.[0];
    if (token === undefined) continue;
    if (String(Number(token)) !== token) {
      parts.push(text.slice(copiedTo, index), `"${token}"`);
      copiedTo = index + token.length;
    }
    index += token.length - 1;
  }
  return parts.length === 0 ? text : parts.join('') + text.slice(copiedTo);
}
