// An amount of money or a decimal written with its point ("150.60", "$1,234.50", "(2.50)", "0.5"), as exact mode
// compares it: by its value, so the zeros after its last digit say nothing ("150.6" is 150.60) and its point does
// ("15.06" is not 150.6). Compared by its digits alone, "150.6" missed 150.60, ".5" found a row's 5, "9900" $99.00.

// Cheap test first: an amount has a point.
const MAY_BE_AMOUNT = /\.\d/;
// A sign or brackets, a currency, the whole part (thousands grouped by commas, or not), a point, one or two decimals
// (three or more are a phone's group, "555.0123", or a measure's), a currency after it. The comma-decimal amounts of
// other locales ("1.234,50 €") stay digits: "1.234" is no decimal there.
const AMOUNT = /^\s*[-+(]?\s*(?:[$£€¥]|usd|eur|gbp)?\s*[-+]?\s*(\d{1,3}(?:,\d{3})+|\d*)\.(\d{1,2})\s*(?:[$£€¥]|usd|eur|gbp)?\s*\)?\s*$/i;

/** An amount's value as exact mode compares it: a whole amount by its digits, another by its code "whole.decimals". */
export interface AmountForms {
  digits: string | null;
  code: string | null;
}

/**
 * The value of an amount written with a decimal point, or null for any other value: a whole amount ("$99.00") is its
 * digits ("99", as "99" said is), another ("150.60", "$1,234.50", ".5") the code of its value with no zero after its
 * last decimal ("150.6", "1234.5", "0.5"). Its sign is left out, as a number's digits leave it out.
 *
 * @example
 *   amountForms('$1,234.50') // { digits: null, code: '1234.5' }
 *   amountForms('99.00') // { digits: '99', code: null }
 *   amountForms('555.010.0123') // null
 */
export function amountForms(value: string): AmountForms | null {
  if (!MAY_BE_AMOUNT.test(value)) return null;
  const found = AMOUNT.exec(value);
  if (found === null) return null;
  const whole = found[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '') || '0';
  const decimals = found[2]!.replace(/0+$/, '');
  return decimals === '' ? { digits: whole, code: null } : { digits: null, code: `${whole}.${decimals}` };
}
