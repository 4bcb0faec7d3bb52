// Excel's text formula in a CSV cell, ="0012345": exports write it so that Excel keeps a number's leading zeros, and
// Excel shows the cell as the text between the quotes.

// The whole cell: an equals sign and one quoted text, its quotes written twice inside.
const TEXT_FORMULA = /^="((?:[^"]|"")*)"$/;

/**
 * The text Excel shows for a cell holding a text formula (`="0012345"` shows 0012345), else the cell as it is.
 *
 * @example
 *   shownText('="0012345"') // "0012345"
 *   shownText('=SUM(A1:A3)') // "=SUM(A1:A3)"
 */
export function shownText(cell: string): string {
  const formula = TEXT_FORMULA.exec(cell);
  return formula === null ? cell : formula[1]!.replaceAll('""', '"').trim();
}
