// Amounts a workbook shows in a currency: 1234.5 is stored under the format `"$"#,##0.00` and shown "$1,234.50".
// read-excel-file gives the number stored, "1234.5", which an agent reads out as "one thousand two hundred thirty-four
// point five" and a caller reading "$1,234.50" off a statement does not match exactly; the cell's format says how it reads.
import { roundedDecimal } from './percentNumbers.js';

/**
 * Excel's built-in currency and accounting formats with a symbol (ECMA-376 18.8.30), which a workbook's styles name by
 * id alone: the US forms, as Excel writes them in a US workbook (other locales write their own formats out in full).
 */
export const BUILT_IN_CURRENCY_FORMATS: ReadonlyMap<number, string> = new Map([
  [5, '"$"#,##0_);\\("$"#,##0\\)'], [6, '"$"#,##0_);[Red]\\("$"#,##0\\)'],
  [7, '"$"#,##0.00_);\\("$"#,##0.00\\)'], [8, '"$"#,##0.00_);[Red]\\("$"#,##0.00\\)'],
  [42, '_("$"* #,##0_);_("$"* \\(#,##0\\);_("$"* "-"_);_(@_)'], [44, '_("$"* #,##0.00_);_("$"* \\(#,##0.00\\);_("$"* "-"??_);_(@_)'],
]);

// Languages (the low 10 bits of a Windows locale id) that write 1.234,50: German, Spanish, Italian, Dutch, Portuguese,
// Danish, Turkish, Greek, Indonesian; and 1 234,50: French, Swedish, Norwegian, Finnish, Czech, Polish, Russian,
// Hungarian, Slovak, Ukrainian.
const DOT_THOUSANDS = new Set([0x07, 0x0a, 0x10, 0x13, 0x16, 0x06, 0x1f, 0x08, 0x21]);
const SPACE_THOUSANDS = new Set([0x0c, 0x1d, 0x14, 0x0b, 0x05, 0x15, 0x19, 0x0e, 0x1b, 0x22]);

/** One section of a format: the text before and after its number, its decimals, and whether it groups thousands. */
export interface AmountSection {
  before: string;
  after: string;
  decimals: number;
  grouped: boolean;
}

/**
 * A number format that shows a currency (a symbol in its first section: `"$"#,##0.00`, `[$€-407] #,##0.00`,
 * `#,##0.00 "€"`, `£#,##0`, Excel's accounting format), as the text it makes of a stored number: rounded to the
 * format's decimals as Excel rounds (half away from zero), thousands grouped, the symbol where the format puts it, a
 * negative number in the format's second section (`($1,234.50)`) or after a minus. The separators are those of the
 * locale the format names (`[$€-407]`: German, 1.234,50 €), else 1,234.50. Undefined for any other format.
 *
 * @example
 *   currencyShown('"$"#,##0.00')?.('1234.5') // "$1,234.50"
 *   currencyShown('#,##0.00\\ [$€-407]')?.('1234.5') // "1.234,50 €"
 *   currencyShown('"$"#,##0.00_);\\("$"#,##0.00\\)')?.('-1234.5') // "($1,234.50)"
 *   currencyShown('#,##0.00') // undefined
 */
export function currencyShown(formatCode: string): ((stored: string) => string) | undefined {
  return amountShown(formatCode, (first) => /[$€£¥₹₩₽₺₪฿₫₱]|[A-Z]{3}|\bkr\b|\bzł|\bFr\b|\bR\b/u.test(`${first.before}${first.after}`));
}

/**
 * A number format whose first section is literal text around one number (`AmountSection`) that `accepts` takes, as the
 * text it makes of a stored number, as `currencyShown` describes; undefined for any other format.
 *
 * @example
 *   amountShown('#,##0.00', (first) => first.decimals > 0)?.('1234.5') // "1,234.50"
 */
export function amountShown(formatCode: string, accepts: (first: AmountSection) => boolean): ((stored: string) => string) | undefined {
  const [firstCode = '', negativeCode] = splitSections(formatCode);
  const locale = /\[\$[^\]-]*-([0-9A-Fa-f]+)\]/.exec(firstCode)?.[1];
  const language = locale === undefined ? undefined : Number.parseInt(locale, 16) & 0x3ff;
  const first = amountSection(firstCode);
  if (first === undefined || !accepts(first)) return undefined;
  const negative = negativeCode === undefined ? undefined : amountSection(negativeCode);
  const separators = language !== undefined && DOT_THOUSANDS.has(language) ? { thousands: '.', decimal: ',' }
    : language !== undefined && SPACE_THOUSANDS.has(language) ? { thousands: ' ', decimal: ',' } : { thousands: ',', decimal: '.' };
  return (stored) => {
    const number = /^(-?)(\d+)(?:\.(\d+))?$/.exec(stored);
    if (number === null) return stored;
    const [, sign = '', whole = '', fraction = ''] = number;
    const section = sign === '' ? first : negative ?? first;
    const digits = roundedDecimal(whole, fraction, section.decimals);
    const [integer = '', decimals] = digits.split('.');
    const grouped = section.grouped ? integer.replace(/\B(?=(\d{3})+$)/g, separators.thousands) : integer;
    const amount = `${section.before}${grouped}${decimals === undefined ? '' : `${separators.decimal}${decimals}`}${section.after}`;
    // A negative under a format of one section, or whose second section writes no sign of its own, is given a minus.
    const isZero = !/[1-9]/.test(digits);
    return sign === '' || isZero || (negative !== undefined && /[-(]/.test(`${negative.before}${negative.after}`)) ? amount : `-${amount}`;
  };
}

/** The sections of a format code (`positive;negative;zero;text`), split at semicolons outside quotes and escapes. */
function splitSections(code: string): string[] {
  const sections: string[] = [];
  let current = '';
  for (let at = 0; at < code.length; at++) {
    const char = code[at]!;
    if (char === '\\') {
      current += code.slice(at, at + 2);
      at += 1;
    } else if (char === '"') {
      const end = code.indexOf('"', at + 1);
      const close = end < 0 ? code.length : end;
      current += code.slice(at, close + 1);
      at = close;
    } else if (char === ';') {
      sections.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  sections.push(current);
  return sections;
}

/**
 * One section of a format as literal text around one number (`#,##0.00`, `0`), or undefined when it holds anything
 * else a format may (a date, a fraction, an exponent, text, a percentage). Quoted and escaped text is literal; `[$€-407]`
 * is its symbol; a colour is dropped; `_x` (room for x) and `*x` (x repeated to fill the cell) are dropped, leaving a
 * space where the symbol stands apart (`$ 1,234.50` in the accounting format).
 */
function amountSection(code: string): AmountSection | undefined {
  let literal = '';
  let pattern = '';
  let before: string | undefined;
  for (let at = 0; at < code.length; at++) {
    const char = code[at]!;
    if (char === '"') {
      const end = code.indexOf('"', at + 1);
      if (end < 0) return undefined;
      literal += code.slice(at + 1, end);
      at = end;
    } else if (char === '\\') {
      literal += code[at + 1] ?? '';
      at += 1;
    } else if (char === '[') {
      const end = code.indexOf(']', at);
      if (end < 0) return undefined;
      const symbol = /^\[\$([^\]-]*)/.exec(code.slice(at, end + 1))?.[1];
      if (symbol !== undefined) literal += symbol;
      at = end;
    } else if (char === '_') {
      at += 1;
    } else if (char === '*') {
      at += 1;
      if (literal !== '' && !literal.endsWith(' ')) literal += ' ';
    } else if ('#0,.'.includes(char)) {
      if (before !== undefined && pattern !== '' && literal !== '') return undefined;
      if (before === undefined) {
        before = literal;
        literal = '';
      }
      pattern += char;
    } else if (/[$€£¥₹₩₽₺₪฿₫₱\s()+\-:]/u.test(char)) {
      literal += char;
    } else {
      return undefined;
    }
  }
  // (A comma after the digits divides by a thousand, as `#,##0,` shows thousands: no amount as stored.)
  if (before === undefined || !/^[#,]*0+(?:\.0+)?$/.test(pattern) || pattern.endsWith(',')) return undefined;
  return { before: before.replace(/^\s+/, ''), after: literal.replace(/\s+$/, ''), decimals: /\.(0+)/.exec(pattern)?.[1]?.length ?? 0, grouped: pattern.includes(',') };
}
