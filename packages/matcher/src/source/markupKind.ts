// What a text file saved under a table's name holds when it is no table: a web page (a failed download, or the HTML
// table web applications' "Export to Excel" writes as .xls), an Excel 2003 XML workbook (SpreadsheetML) or JSON.
import { sniffEncoding } from './textEncoding.js';

/** A kind of text file a table is mistaken for. */
export type MarkupKind = 'html' | 'spreadsheetml' | 'json';

/**
 * Which of those the first bytes of a file are (a BOM, UTF-16 and leading blank lines allowed), or undefined. A CSV's
 * first cell may start with "[" or "{", but not with "[{" or "{\"".
 *
 * @example
 *   markupKind(Buffer.from('<html><body><table><tr><td>Ann</td></tr></table></body></html>')) // 'html'
 */
export function markupKind(head: Uint8Array): MarkupKind | undefined {
  const start = new TextDecoder(sniffEncoding(head)).decode(head).replace(/^\uFEFF/, '').trimStart().slice(0, 400).toLowerCase();
  if (/^(?:<!doctype html|<html|<head|<body|<table)\b/.test(start)) return 'html';
  if (start.startsWith('<?xml')) {
    if (/<!doctype html|<html\b/.test(start)) return 'html';
    if (/<\?mso-application\s+progid="excel\.sheet"|urn:schemas-microsoft-com:office:spreadsheet/.test(start)) return 'spreadsheetml';
  }
  if (/^(?:\{\s*["}]|\[\s*[[{"\]])/.test(start)) return 'json';
  return undefined;
}
