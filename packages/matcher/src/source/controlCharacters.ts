// Control characters no spreadsheet shows (C0 but tab, line feed and carriage return; and DEL), which a binary export
// or a conversion gone wrong leaves in cells: removed from them, and named in a warning (CSV and XLSX alike).

/** Whether a text holds one. */
export const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
/** Whether a text holds any other character than those. */
export const NOT_CONTROL = /[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
const C0_NAMES = ['NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'HT', 'LF', 'VT', 'FF', 'CR', 'SO', 'SI', 'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS', 'RS', 'US'];
// Cells named in a warning; the rest are counted.
const CELLS_LISTED = 3;

/** Cells that held control characters: how many, and the first few (where, and the characters' names). */
export interface ControlCells {
  count: number;
  listed: { where: string; characters: string[] }[];
}

/**
 * The cell without its control characters (a vertical tab or form feed, which some exports write for a line break in a
 * cell, becomes a space), noting it in `found` under `where` when it held any.
 *
 * @example
 *   withoutControls('Cait\u0000lin', 'B7', found) // 'Caitlin'; found.listed[0]: { where: 'B7', characters: ['NUL (U+0000)'] }
 */
export function withoutControls(cell: string, where: string, found: ControlCells): string {
  if (!CONTROL.test(cell)) return cell;
  found.count += 1;
  if (found.listed.length < CELLS_LISTED) {
    const characters = [...new Set(cell.match(CONTROLS))].map((char) => {
      const code = char.charCodeAt(0);
      return `${code === 0x7f ? 'DEL' : C0_NAMES[code]} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
    });
    found.listed.push({ where, characters });
  }
  return cell.replace(CONTROLS, (char) => (char === '\x0b' || char === '\x0c' ? ' ' : ''));
}
