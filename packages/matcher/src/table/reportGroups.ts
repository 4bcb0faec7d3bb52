// Groups of records as accounting reports write them (QuickBooks' "Customer Balance Detail", "Sales by Customer
// Detail", "Transaction List by Customer"): a row holding the group's name alone, the group's records (that cell blank),
// then "Total for <name>" (QuickBooks Online) or "Total <name>" (QuickBooks Desktop) and the group's sums.

/** An amount or a count: digits with their separators, a sign, brackets, a currency symbol or code, a percent sign. */
export const AMOUNT = /^[-+(]?\s*(?:[$€£¥]|[A-Z]{3}\s)?\s*[-+]?\d[\d\s.,'’]*%?\s*(?:[$€£¥]|[A-Z]{3})?\s*\)?$/;

/** One group of records: its heading row, its subtotal row (indexes), the column and the name they write. */
export interface ReportGroup {
  heading: number;
  subtotal: number;
  column: number;
  name: string;
}

// "Total for Amy's Bird Sanctuary", "TOTAL Amy's Bird Sanctuary": the name after the word, with "for" or without.
const SUBTOTAL_LABEL = /^total\s+(?:for\s+)?(.+)$/i;

/**
 * The groups among a table's data rows: a subtotal row (its first filled cell "Total for X" or "Total X", every other
 * filled cell an amount) closing the nearest row above that fills the same column alone with X, the group's heading.
 * A row reading "Total X" with no heading X above it, or right above it (a company named "Total Wine & More"), is no
 * subtotal. Innermost groups first.
 *
 * @example
 *   reportGroups([['Amy Lee', '', ''], ['', 'Invoice', '459.00'], ["Total for Amy Lee", '', '$459.00']])
 *   // [{ heading: 0, subtotal: 2, column: 0, name: 'Amy Lee' }]
 */
export function reportGroups(rows: readonly (readonly string[])[]): ReportGroup[] {
  const subtotals: { at: number; column: number; label: string }[] = [];
  const firstFilled = (row: readonly string[]): number => {
    let column = 0;
    while (column < row.length && row[column] === '') column += 1;
    return column;
  };
  // (Cheap tests first, on the load of a million rows: a subtotal's label starts with a T.)
  rows.forEach((row, at) => {
    const column = firstFilled(row);
    const first = row[column];
    if (first === undefined || (first.charCodeAt(0) | 0x20) !== 0x74 || !SUBTOTAL_LABEL.test(first)) return;
    if (row.every((cell, other) => other <= column || cell === '' || AMOUNT.test(cell))) subtotals.push({ at, column, label: first });
  });
  if (subtotals.length === 0) return [];
  // Rows filling one cell alone, by their column and text (case aside): the headings a subtotal may close.
  const headings = new Map<string, number[]>();
  rows.forEach((row, at) => {
    const column = firstFilled(row);
    const first = row[column];
    if (first === undefined) return;
    for (let other = column + 1; other < row.length; other++) if (row[other] !== '') return;
    const key = `${column}\u0000${first.toLowerCase()}`;
    const known = headings.get(key);
    if (known === undefined) headings.set(key, [at]);
    else known.push(at);
  });
  const groups: ReportGroup[] = [];
  const used = new Set<number>();
  for (const { at, column, label } of subtotals) {
    const named = SUBTOTAL_LABEL.exec(label)![1]!;
    // "Total for X" names X (or, as QuickBooks Desktop writes "Total <name>", a customer named "for X").
    const names = /^for\s/i.test(label.slice(5).trimStart()) ? [named, label.slice(5).trim()] : [named];
    let heading = -1;
    let name = '';
    for (const candidate of names) {
      // (A group holds a record at least: a row of a name right over "Total <name>" is no group.)
      const above = headings.get(`${column}\u0000${candidate.toLowerCase()}`)?.filter((row) => row < at - 1 && !used.has(row)).at(-1);
      if (above !== undefined && above > heading) {
        heading = above;
        name = rows[above]![column]!;
      }
    }
    if (heading < 0) continue;
    used.add(heading);
    groups.push({ heading, subtotal: at, column, name });
  }
  return groups.sort((a, b) => (a.subtotal - a.heading) - (b.subtotal - b.heading));
}
