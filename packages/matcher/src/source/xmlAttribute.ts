// Reading a workbook's XML by hand where read-excel-file does not say: one start tag's attributes, entities read, and
// what the styles' own number formats make of the cells.

// One expression per attribute name, compiled once: `attribute` runs for every cell of a sheet (its style, type and
// reference), and compiling per call was a third of reading a 100,000-row workbook's facts.
const ATTRIBUTE_PATTERNS = new Map<string, RegExp>();

/** An attribute of one XML start tag (either quotes), its text read. */
export function attribute(element: string, name: string): string | undefined {
  let pattern = ATTRIBUTE_PATTERNS.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(`\\s${name.replace(':', '\\:')}=(?:"([^"]*)"|'([^']*)')`);
    ATTRIBUTE_PATTERNS.set(name, pattern);
  }
  const match = pattern.exec(element);
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? undefined : xmlText(raw);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entity and character references read. */
export function xmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(\w+));/g, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : decimal !== undefined ? String.fromCodePoint(Number(decimal)) : XML_ENTITIES[name!] ?? whole);
}

/**
 * Per style index (`s` of a cell) of `xl/styles.xml`, its number format: the id, and the format code when the
 * workbook defines it (`numFmt`, ids from 164; built-in formats are not in the file).
 *
 * @example
 *   cellStyleFormats('<numFmts><numFmt numFmtId="164" formatCode="00000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>')
 *   // [{ id: 0, code: undefined }, { id: 164, code: "00000" }]
 */
export function cellStyleFormats(stylesXml: string): { id: number; code: string | undefined }[] {
  const codes = new Map<number, string>();
  for (const [element] of stylesXml.matchAll(/<(?:[\w.-]+:)?numFmt\s[^>]*>/g)) {
    const id = Number(attribute(element, 'numFmtId'));
    const code = attribute(element, 'formatCode');
    if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
  }
  const cellXfs = /<(?:[\w.-]+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<(?:[\w.-]+:)?xf\b[^>]*>/g)].map(([element]) => {
    const id = Number(attribute(element, 'numFmtId') ?? 0);
    return { id, code: codes.get(id) };
  });
}

/**
 * The style indexes of `xl/styles.xml` whose number format is one of the workbook's own that `read` makes something
 * of, with what it made.
 *
 * @example
 *   styleFormats('<numFmts><numFmt numFmtId="164" formatCode="00000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>', (code) => code)
 *   // Map { 1 => "00000" }
 */
export function styleFormats<T>(stylesXml: string, read: (formatCode: string) => T | undefined): Map<number, T> {
  const styles = new Map<number, T>();
  cellStyleFormats(stylesXml).forEach(({ code }, index) => {
    const made = code === undefined ? undefined : read(code);
    if (made !== undefined) styles.set(index, made);
  });
  return styles;
}
