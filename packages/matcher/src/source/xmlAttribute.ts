// Reading a workbook's XML by hand where read-excel-file does not say: one start tag's attributes, entities read.

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
