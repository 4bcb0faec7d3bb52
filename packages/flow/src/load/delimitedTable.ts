// Text that is a table (a CSV saved by a spreadsheet, a TSV), told by its lines: what `validate - < patients.csv`
// pipes in has no name to tell it by, and YAML reads it as one long string or a syntax error.

/** The separators a spreadsheet writes between fields, in the order they are tried. */
const SEPARATORS = [',', '\t', ';'] as const;
/** How many records after the header are compared with it. */
const COMPARED_RECORDS = 10;
/** What starts a YAML or JSON document, a comment or a list: a flow (or a broken one), never a table's header. */
const YAML_START = /^(\uFEFF)?\s*([#%{[]|---|- |-$)/;

/**
 * The separator of `text` when it reads as a table: a header of two fields or more, none of them a YAML key (`text:`,
 * `a: b`) nor empty, and every following record (up to 10, at least one) of as many fields, quotes respected.
 * Undefined for anything else, every flow included (its first line is a key, a comment, `{` or `---`).
 *
 * @example
 *   delimitedTable('Full Name,City\nCaitlin Myers,Denver\n') // ','
 *   delimitedTable('start: greet\nnodes: {}\n')              // undefined
 */
export function delimitedTable(text: string): string | undefined {
  if (YAML_START.test(text)) return undefined;
  for (const separator of SEPARATORS) {
    const records = firstRecords(text, separator, COMPARED_RECORDS + 1);
    const [header, ...rest] = records;
    if (header === undefined || header.length < 2 || rest.length === 0) continue;
    if (header.some((field) => field.trim() === '' || /:(\s|$)/.test(field))) continue;
    if (rest.every((record) => record.length === header.length)) return separator;
  }
  return undefined;
}

/** The first `most` non-empty records of `text`, each as its fields: a quoted field may hold the separator, `""` and line breaks. */
function firstRecords(text: string, separator: string, most: number): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = (): void => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push(fields);
    fields = [];
    field = '';
  };
  for (let at = text.charCodeAt(0) === 0xfeff ? 1 : 0; at < text.length && records.length < most; at += 1) {
    const character = text[at];
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') { field += '"'; at += 1; }
      else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === separator) { fields.push(field); field = ''; }
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[at + 1] === '\n') at += 1;
      endRecord();
    } else field += character;
  }
  if (records.length < most && (field !== '' || fields.length > 0)) endRecord();
  return records;
}

// What a table's text is called by the separator between its fields.
const SEPARATED: Readonly<Record<string, string>> = { ',': 'comma', '\t': 'tab', ';': 'semicolon' };

/**
 * A table's text called by its separator, as `delimitedTable` found it.
 *
 * @example separatedWords('\t') // 'tab-separated'
 */
export function separatedWords(separator: string): string {
  return `${SEPARATED[separator] ?? 'comma'}-separated`;
}
