// The inside of a `{{…}}`: the reference, then, after a `|`, the formatter that says its value.

/**
 * A template's inside split at its first `|`: the reference (`customer.Account ID`) and the formatter (`digits`),
 * each trimmed; `format` is undefined when there is no `|`. A column whose header holds a `|` is named without it,
 * as any mark (`In|Out` is `{{row.In Out}}`), so a `|` is never part of a reference.
 *
 * @example
 * templateParts('customer.Account ID | digits'); // { reference: 'customer.Account ID', format: 'digits' }
 * templateParts('caller_name'); // { reference: 'caller_name', format: undefined }
 */
export function templateParts(inside: string): { reference: string; format: string | undefined } {
  const bar = inside.indexOf('|');
  if (bar === -1) return { reference: inside.trim(), format: undefined };
  return { reference: inside.slice(0, bar).trim(), format: inside.slice(bar + 1).trim() };
}
