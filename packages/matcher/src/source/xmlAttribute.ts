// Reading a workbook's XML by hand where read-excel-file does not say: one start tag's attributes, entities read, and
// what the styles' own number formats make of the cells.

/** An attribute of one XML start tag (either quotes), its text read. */
export function attribute(element: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name.replace(':', '\\:')}=(?:"([^"]*)"|'([^']*)')`).exec(element);
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? undefined : xmlText(raw);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entity and character references read. */
export function xmlText(raw: string): string {
  return raw.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(\w+));/g, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : decimal !== undefined ? String.fromCodePoint(Number(decimal)) : XML_ENTITIES[name!] ?? whole);
}

/**
 * The style indexes (`s` of a cell) of `xl/styles.xml` whose number format is one of the workbook's own (`numFmt`, ids
 * from 164) that `read` makes something of, with what it made. Built-in formats are not in the file.
 *
 * @example
 *   styleFormats('<numFmts><numFmt numFmtId="164" formatCode="00000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>', (code) => code)
 *   // Map { 1 => "00000" }
 */
export function styleFormats<T>(stylesXml: string, read: (formatCode: string) => T | undefined): Map<number, T> {
  const formats = new Map<number, T>();
  for (const [element] of stylesXml.matchAll(/<(?:[\w.-]+:)?numFmt\s[^>]*>/g)) {
    const id = Number(attribute(element, 'numFmtId'));
    const code = attribute(element, 'formatCode');
    const made = code === undefined ? undefined : read(code);
    if (Number.isInteger(id) && made !== undefined) formats.set(id, made);
  }
  const styles = new Map<number, T>();
  if (formats.size === 0) return styles;
  const cellXfs = /<(?:[\w.-]+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?cellXfs>/.exec(stylesXml)?.[1] ?? '';
  let index = 0;
  for (const [element] of cellXfs.matchAll(/<(?:[\w.-]+:)?xf\b[^>]*>/g)) {
    const made = formats.get(Number(attribute(element, 'numFmtId')));
    if (made !== undefined) styles.set(index, made);
    index += 1;
  }
  return styles;
}
