// `switchboard tune` on a small labelled set: accuracy now, the thresholds that do better, and bad labels.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument, messages, type Confusion } from '@switchboard/matcher';
import ExcelJS from 'exceljs';
import { run } from '../src/commands/tune.js';
import { memoryIO } from '../src/io.js';

const NOT_REGULAR_LABELS = 'it is not a regular file (a pipe, socket or device), and tune reads the labels more than once; save them to a file first (… > labels.csv) and pass that file';

// A table where a few heard names are homophones of a row and a few callers are strangers.
const TABLE = [
  'Account ID,Full Name,City',
  'A1,Caitlin Myers,Dublin',
  'A2,Sean Riley,Austin',
  'A3,Shawn Reilly,Boston',
  'A4,Margaret Olson,Denver',
  'A5,Colin Meyer,Chicago',
  'A6,Peter Parker,Queens',
  'A7,Bruce Wayne,Gotham',
  'A8,Ana Lopez,Portland',
].join('\r\n');

const LABELS = [
  'full_name,city,expected',
  'Kaitlyn Meyers,,Caitlin Myers',
  'Caitlin Myers,,Caitlin Myers',
  '"Myers, Caitlin",,Caitlin Myers',
  'Peggy Olson,,Margaret Olson',
  'Sean Riley,Boston,Shawn Reilly | Boston',
  'Peter Parker,,Peter Parker',
  'Bruce Wane,,Bruce Wayne',
  'Anna Lopez,,Ana Lopez',
  'Colin Meyer,,Colin Meyer',
  'Bartholomew Quincy,,',
  'Xavier Thornbury,,',
].join('\n');

function fixture(labels = LABELS, document?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-tune-'));
  writeFileSync(join(dir, 'customers.csv'), `\uFEFF${TABLE}\r\n`);
  writeFileSync(join(dir, 'labels.csv'), labels);
  writeFileSync(join(dir, 'customers.lookup.json'), JSON.stringify(document ?? {
    files: ['customers.csv'],
    lookups: [{
      tool_name: 'lookup_customer', file: 'customers.csv', search_column: 'Full Name',
      additional_search_columns: [{ column: 'City' }], confident_score: 97,
    }],
  }));
  return dir;
}

async function tune(dir: string, ...argv: string[]) {
  const io = memoryIO('', dir);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** The --json report on the default fixture, which eight tests compare theirs with: the same input, worked out once. */
let cleanRun: ReturnType<typeof tune> | undefined;
const defaultFixtureReport = (): ReturnType<typeof tune> =>
  (cleanRun ??= tune(fixture(), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json'));

describe('switchboard tune', () => {
  test('reports accuracy at the document\'s thresholds and better ones that keep confident-wrong under 1%', async () => {
    const { code, out, err } = await tune(fixture(), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('tune lookup_customer: 11 labelled calls from labels.csv');
    expect(out).toMatch(/current\s+min_score\s+75\s+confident_score\s+97\s+confident_margin\s+5/);
    expect(out).toMatch(/best\s+min_score/);
    expect(out).toContain('set in the document:');
  });

  test('a field the document misspells is said on stderr, as lookup says it: the thresholds tuned are the defaults', async () => {
    const dir = fixture(LABELS, {
      files: ['customers.csv'],
      lookups: [{ tool_name: 'lookup_customer', file: 'customers.csv', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }], confident_scor: 97 }],
    });
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(0);
    expect(err).toBe('switchboard tune: warning FIELD_UNKNOWN at lookups[0].confident_scor: Unknown field "confident_scor" is ignored; did you mean "confident_score"?\n');
    expect(out).toMatch(/current\s+min_score\s+75\s+confident_score\s+92/);
  });

  test('a JSON document with a repeated key reads its thresholds as the lookup does (the last one wins)', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'customers.lookup.json'), '{"files": ["customers.csv"], "lookups": [{"tool_name": "lookup_customer", "search_column": "Full Name", "additional_search_columns": ["City"],'
      + ' "confident_score": 90, "confident_score": 97}]}');
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatch(/current\s+min_score\s+75\s+confident_score\s+97\s/);
  });

  test('--max-wrong 0 asks for thresholds with no confident-wrong call at all', async () => {
    const document = { files: ['customers.csv'], lookups: [{ tool_name: 'lookup_customer', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }], confident_score: 100 }] };
    const { code, out, err } = await tune(fixture(LABELS, document), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--max-wrong', '0', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { maxConfidentWrongShare: number; best: { confusion: { confidentCorrect: number; confidentWrong: number } }; cautions: string[] };
    expect(report.maxConfidentWrongShare).toBe(0);
    expect(report.best.confusion.confidentWrong).toBe(0);
    expect(report.best.confusion.confidentCorrect).toBeGreaterThan(0);
    expect(report.cautions[0]).toContain('label at least 100');
  });

  test('--json gives the current and best confusion tables', async () => {
    const document = { files: ['customers.csv'], lookups: [{ tool_name: 'lookup_customer', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }], confident_score: 100 }] };
    const { code, out } = await tune(fixture(LABELS, document), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      current: { thresholds: { confidentScore: number }; confusion: { queries: number; confidentCorrect: number; confidentWrong: number } };
      best: { thresholds: { confidentScore: number }; confusion: { confidentCorrect: number; confidentWrong: number } };
    };
    expect(report.current.thresholds.confidentScore).toBe(100);
    expect(report.current.confusion.queries).toBe(11);
    expect(report.best.confusion.confidentWrong).toBe(0);
    // Lowering confident_score from 100 lets the clear homophone and typo matches through ("Kaitlyn Meyers" 99), never
    // the nickname ("Peggy Olson" for Margaret Olson is a candidate at most, whatever the thresholds).
    expect(report.best.confusion.confidentCorrect).toBeGreaterThan(report.current.confusion.confidentCorrect);
    expect(report.best.confusion.confidentCorrect).toBeLessThanOrEqual(8);
  });

  test('a label whose expected value is no row (a typo) is left out with a warning naming its line and the close row', async () => {
    const { code, out, err } = await tune(fixture('full_name,expected\nKaitlyn Meyers,Caitlin Meyers\n'), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('LABELS_EXPECTED_NOT_IN_TABLE: labels.csv line 2: expected "Caitlin Meyers" is no row\'s "Full Name" in the table; did you mean "Caitlin Myers"?');
    expect(err).toContain('LABELS_NONE_IN_TABLE');
  });

  test('an expected name turned round ("Caitlin Myers" for a cell "Myers, Caitlin") is that row (was left out as no row)', async () => {
    const dir = fixture('full_name,expected\nKaitlyn Meyers,Caitlin Myers\nmyers caitlin,Caitlin Myers\nSean Riley,Riley Sean\nBartholomew Quincy,\n');
    writeFileSync(join(dir, 'customers.csv'), 'Account ID,Full Name,City\r\nA1,"Myers, Caitlin",Dublin\r\nA2,"Riley, Sean",Austin\r\nA3,"Reilly, Shawn",Boston\r\n');
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { current: { confusion: Confusion }; leftOut: unknown[] };
    expect(report.leftOut).toEqual([]);
    expect(report.current.confusion).toMatchObject({ queries: 4, inTable: 3, notFoundCorrect: 1 });
    const { confidentCorrect, candidatesWithExpected } = report.current.confusion;
    expect(confidentCorrect + candidatesWithExpected).toBe(3);
  });

  // As a team types labels on a keyboard without the table's accents.
  test('an expected name written without its accents ("Maria Jose Garcia" for a cell "María José García") is that row (was left out as no row)', async () => {
    const dir = fixture('full_name,expected\nMaria Garcia,Maria Jose Garcia\nJose Pena,jose pena\nBartholomew Quincy,\n');
    writeFileSync(join(dir, 'customers.csv'), 'Account ID,Full Name,City\r\nA1,María José García,Miami\r\nA2,José Peña,Austin\r\nA3,Sean Riley,Boston\r\n');
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { current: { confusion: Confusion }; leftOut: unknown[] };
    expect(report.leftOut).toEqual([]);
    expect(report.current.confusion).toMatchObject({ queries: 3, inTable: 2, notFoundCorrect: 1 });
  });

  test('an expected name without accents that two rows hold with different ones stays no row: which one it means is not known', async () => {
    const dir = fixture('full_name,expected\nJose Pena,Jose Pena\n');
    writeFileSync(join(dir, 'customers.csv'), 'Account ID,Full Name,City\r\nA1,José Peña,Dublin\r\nA2,José Pená,Austin\r\n');
    const { code, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(2);
    expect(err).toContain('LABELS_EXPECTED_NOT_IN_TABLE: labels.csv line 2: expected "Jose Pena"');
  });

  test('an expected name whose words two rows hold in other orders stays no row: which one it means is not known', async () => {
    const dir = fixture('full_name,expected\nJohn Paul,Paul John\n');
    writeFileSync(join(dir, 'customers.csv'), 'Account ID,Full Name,City\r\nA1,"John, Paul",Dublin\r\nA2,"Paul, John",Austin\r\n');
    const { code, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(2);
    expect(err).toContain('LABELS_EXPECTED_NOT_IN_TABLE: labels.csv line 2: expected "Paul John"');
  });

  test('labels whose expected row is not in the table do not move the suggestion: the others are evaluated as without them', async () => {
    const clean = await defaultFixtureReport();
    // A typo of a row's name, and an account ID where the name belongs.
    const withBad = `${LABELS}\nKaitlyn Meyers,,Caitlin Meyers\nPeter Parker,,A6\n`;
    const { code, out, err } = await tune(fixture(withBad), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as { current: unknown; best: unknown; leftOut: { code: string; path: string }[] };
    const cleanReport = JSON.parse(clean.out) as { current: unknown; best: unknown };
    expect({ current: report.current, best: report.best }).toEqual({ current: cleanReport.current, best: cleanReport.best });
    expect(report.leftOut).toMatchObject([
      { code: 'LABELS_EXPECTED_NOT_IN_TABLE', path: 'labels.csv:13' },
      { code: 'LABELS_EXPECTED_NOT_IN_TABLE', path: 'labels.csv:14' },
    ]);
    expect(err).toContain('line 13: expected "Caitlin Meyers"');
    expect(err).toContain('line 14: expected "A6" is no row\'s "Full Name" in the table.');
    const text = await tune(fixture(withBad), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(text.out).toContain('tune lookup_customer: 11 labelled calls from labels.csv (2 more left out, their expected row not in the table: lines 13, 14)');
  });

  test('a header written in another case ("Full_Name;City;Expected", BOM, semicolons, CRLF) is read as the exact names (was three LABELS_ errors)', async () => {
    const clean = await defaultFixtureReport();
    const [, ...rows] = LABELS.split('\n');
    const exported = `\uFEFFFull_Name;City;Expected\r\n${rows.map((row) => row.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')).join('\r\n')}\r\n`;
    const { code, out, err } = await tune(fixture(exported), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { current: unknown; best: unknown };
    const cleanReport = JSON.parse(clean.out) as { current: unknown; best: unknown };
    expect({ current: report.current, best: report.best }).toEqual({ current: cleanReport.current, best: cleanReport.best });
  });

  test('a header naming the table\'s columns ("Full Name,City,expected") is read as their parameters (was LABELS_UNKNOWN_COLUMN)', async () => {
    const clean = await defaultFixtureReport();
    const byColumn = LABELS.replace('full_name,city,expected', 'Full Name,City,expected');
    const { code, out, err } = await tune(fixture(byColumn), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { current: unknown; best: unknown };
    const cleanReport = JSON.parse(clean.out) as { current: unknown; best: unknown };
    expect({ current: report.current, best: report.best }).toEqual({ current: cleanReport.current, best: cleanReport.best });
  });

  test.each(['none', 'None', '-', 'N/A', '—'])('a caller not in the table written "%s" is counted as a stranger, as a blank expected is (was left out as a row not in the table)', async (marker) => {
    const clean = await defaultFixtureReport();
    const marked = LABELS.replace('Bartholomew Quincy,,', `Bartholomew Quincy,,${marker}`).replace('Xavier Thornbury,,', `Xavier Thornbury,,${marker}`);
    const { code, out, err } = await tune(fixture(marked), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const report = JSON.parse(out) as { current: unknown; best: unknown; leftOut: unknown[] };
    const cleanReport = JSON.parse(clean.out) as { current: unknown; best: unknown };
    expect({ current: report.current, best: report.best, leftOut: report.leftOut }).toEqual({ current: cleanReport.current, best: cleanReport.best, leftOut: [] });
  });

  test('a table row written like a marker ("None") is that row, not a stranger', async () => {
    const document = {
      files: ['customers.csv'],
      lookups: [{ tool_name: 'lookup_customer', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }] }],
    };
    const dir = fixture('full_name,expected\nNun,None\n', document);
    writeFileSync(join(dir, 'customers.csv'), `${TABLE}
A9,None,Nowhere
`);
    const { code, out } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect(code).toBe(0);
    expect((JSON.parse(out) as { current: { confusion: { inTable: number } } }).current.confusion.inTable).toBe(1);
  });

  test('its figures are those the lookup gives: rows that sound alike (Mark / Marc Smith) are twins, same-name rows in other cities are not', async () => {
    const document = {
      files: ['customers.csv'],
      lookups: [{
        tool_name: 'lookup_customer', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }],
        min_score: 75, confident_score: 84, confident_margin: 1,
      }],
    };
    const labels = [
      'full_name,city,expected',
      'mark smith,,Mark Smith', 'marc smith,,Marc Smith', 'mark ssmith,Austin,Mark Smith', 'marc smith,Austin,Marc Smith',
      'jon smith,Austin,John Smith', 'john smith,Boston,John Smith', 'sarah thompson,,Sarah Thompson',
      'sarah thomson,Denver,Sarah Thomson', 'kaitlyn meyers,,Caitlin Myers', 'bartholomew quincy,,',
    ];
    const dir = fixture(labels.join('\n'), document);
    writeFileSync(join(dir, 'customers.csv'), [
      'Account ID,Full Name,City', 'A1,Mark Smith,Austin', 'A2,Marc Smith,Austin', 'A3,John Smith,Austin', 'A4,John Smith,Boston',
      'A5,Sarah Thompson,Dallas', 'A6,Sarah Thomson,Denver', 'A7,Caitlin Myers,Dublin',
    ].join('\r\n'));
    const { code, out } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--json');
    expect(code).toBe(0);
    // What the lookup itself answers for each labelled call at the document's thresholds.
    const lookup = await loadDocument(join(dir, 'customers.lookup.json'));
    let confident = 0, confidentRight = 0, candidates = 0;
    for (const line of labels.slice(1)) {
      const [fullName = '', city = '', expected = ''] = line.split(',');
      const result = lookup.call('lookup_customer', { full_name: fullName, ...(city === '' ? {} : { city }) });
      if (result.result === 'confident') {
        confident++;
        if (result.row['Full Name'] === expected) confidentRight++;
      } else if (result.result === 'ambiguous') candidates++;
    }
    const { confusion } = (JSON.parse(out) as { current: { confusion: { confidentCorrect: number; confidentWrong: number; candidatesWithExpected: number; candidatesWithoutExpected: number; strangerCandidates: number } } }).current;
    expect(confident).toBeGreaterThan(0);
    expect(candidates).toBeGreaterThan(0);
    expect({ confidentRight: confusion.confidentCorrect, confident: confusion.confidentCorrect + confusion.confidentWrong, candidates: confusion.candidatesWithExpected + confusion.candidatesWithoutExpected + confusion.strangerCandidates })
      .toEqual({ confidentRight, confident, candidates });
  });

  test('a label naming every supplied column ("a | b") that is a row is kept; one whose city is wrong is left out', async () => {
    const { code, err, out } = await tune(fixture('full_name,city,expected\nSean Riley,Boston,Shawn Reilly | Boston\nSean Riley,Austin,Shawn Reilly | Austin\n'), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(0);
    expect(out).toContain('1 labelled call from labels.csv (1 more left out, their expected row not in the table: line 3)');
    // (Until 2026-12-06 the caution read "only 1 labelled call(s)".)
    expect(out + err).toContain('only 1 labelled call: one call is 100.0% of them');
    expect(err).toContain('line 3: expected "Shawn Reilly | Austin" is no row\'s "Full Name" | "City" in the table');
  });

  test.each([
    ['labels without an expected column', 'full_name\nKaitlyn Meyers\n', 'LABELS_NO_EXPECTED'],
    ['labels naming a column the tool lacks', 'full_name,phone,expected\nKaitlyn,555,Caitlin Myers\n', 'LABELS_UNKNOWN_COLUMN'],
    ['a parameter misspelt in the header', 'fullname,expected\nKaitlyn Meyers,Caitlin Myers\n', 'LABELS_UNKNOWN_COLUMN: labels.csv: unknown column "fullname" (did you mean "full_name"?)'],
    ['a labelled call without the heard name', 'full_name,expected\n,Caitlin Myers\n', 'LABELS_ROW_NO_VALUE'],
    ['a heard name split at its unquoted comma', 'full_name,expected\nMyers, Caitlin,Caitlin Myers\n', 'LABELS_ROW_EXTRA_CELLS: labels.csv line 2: column C ("Caitlin Myers") is past the header\'s 2 columns'],
    ['a column named in no header cell but filled', 'full_name,,expected\nKaitlyn Meyers,x,Caitlin Myers\n', 'unknown column column B (no name in the header, filled below)'],
    ['two expected columns (was "unknown column(s) \\"expected\\"")', 'full_name,expected,expected\nKaitlyn Meyers,Caitlin Myers,Sean Riley\n', 'LABELS_DUPLICATE_COLUMN: labels.csv: "expected" heads columns B and C; keep one of them'],
    ['a parameter in two columns (the second was read, the first lost)', 'full_name,city,full_name,expected\nKaitlyn Meyers,,Sean Riley,Caitlin Myers\n', 'LABELS_DUPLICATE_COLUMN: labels.csv: "full_name" heads columns A and C; keep one of them'],
    ['a parameter in two columns, one of them capitalised', 'full_name,Full_Name,expected\nKaitlyn Meyers,Sean Riley,Caitlin Myers\n', 'LABELS_DUPLICATE_COLUMN: labels.csv: "full_name" heads columns A and B; keep one of them'],
  ])('%s is a usage error naming the problem', async (_name, labels, codeName) => {
    const { code, out, err } = await tune(fixture(labels), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(codeName);
  });

  test.each([
    ['an unknown tool', ['customers.lookup.json', '--tool', 'nope', '--labels', 'labels.csv'], 'TOOL_UNKNOWN'],
    ['a missing labels file', ['customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'missing.csv'], 'LABELS_UNREADABLE'],
    ['no --labels', ['customers.lookup.json', '--tool', 'lookup_customer'], 'missing --labels'],
    ['a bad --max-wrong', ['customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--max-wrong', '5'], '--max-wrong'],
  ])('%s exits 2 with a message', async (_name, argv, message) => {
    const { code, err } = await tune(fixture(), ...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});

test.each([['an empty value', ''], ['a blank value', ' '], ['a percentage', '1%']])('--max-wrong with %s is a usage error, not read as 0 (no confident-wrong at all): an unset "$MAX_WRONG" asked for none', async (_name, given) => {
  const { code, out, err } = await tune(fixture(), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv', '--max-wrong', given);
  expect({ code, out, first: err.split('\n')[0] }).toEqual({
    code: 2, out: '', first: `switchboard tune: USAGE: --max-wrong needs a share from 0 (no confident-wrong call at all) to under 1 (e.g. 0.01), got ${JSON.stringify(given)}`,
  });
});

test.each([
  ['a slip of a tool name is answered with the tool it most likely meant', 'lookup_custmer', 'has no usable lookup "lookup_custmer"; did you mean "lookup_customer"? Its tools are "lookup_customer"'],
  ['a tool no name is close to lists the tools alone', 'find_by_email', 'has no usable lookup "find_by_email"; its tools are "lookup_customer"'],
])('TOOL_UNKNOWN: %s, as lookup does (was the list alone)', async (_name, tool, says) => {
  const { code, out, err } = await tune(fixture(), 'customers.lookup.json', '--tool', tool, '--labels', 'labels.csv');
  expect({ code, out, err }).toEqual({ code: 2, out: '', err: `switchboard tune: TOOL_UNKNOWN: customers.lookup.json ${says}\n` });
});

test.each([
  ['a labels file that is not there', 'missing.csv', (dir: string) => `LABELS_UNREADABLE: cannot read missing.csv: there is no such file (ENOENT); check the path: a relative one is read from the folder the command runs in, ${dir}`],
  ['a folder given as the labels file', '.', () => 'LABELS_UNREADABLE: cannot read .: it is a folder, not a file (EISDIR); name the labels file inside it'],
  ['a path through a file', 'labels.csv/labels.csv', () => 'LABELS_UNREADABLE: cannot read labels.csv/labels.csv: a part of the path is a file, not a folder (ENOTDIR); check the path'],
  // (A pipe was read for its kind, then again from its start: ESPIPE, or a wait for ever on a FIFO with no writer.)
  ['a named pipe given as the labels file', 'labels.fifo', () => `LABELS_UNREADABLE: cannot read labels.fifo: ${NOT_REGULAR_LABELS}`],
])('%s says why and what to do, exit 2 (was the bare system code, "ENOENT")', async (_name, labels, says) => {
  const dir = fixture();
  if (labels.endsWith('.fifo')) execFileSync('mkfifo', [join(dir, labels)]);
  const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', labels);
  expect({ code, out, err }).toEqual({ code: 2, out: '', err: `switchboard tune: ${says(dir)}\n` });
});

describe('a labels file that is not UTF-8 CSV', () => {
  test('kept as an Excel workbook is LABELS_NOT_CSV, saying to save it as CSV UTF-8 (was "unknown column(s) \\"PK…\\"")', async () => {
    const dir = fixture();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('labels');
    for (const line of LABELS.split('\n')) sheet.addRow(line.split(','));
    await book.xlsx.writeFile(join(dir, 'labels.xlsx'));
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.xlsx');
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toBe(`switchboard tune: LABELS_NOT_CSV: ${messages.labelsNotCsv('labels.xlsx', 'an Excel workbook or another zip file')}\n`);
    expect(err).toContain('save it as CSV UTF-8');
  });

  test.each([
    ['a flow', 'flow.yaml', '# Customer care: greet, take the name, look it up.\nnodes:\n  bye: { kind: end }\n'],
    ['a scripted call', 'a.call.yaml', 'flow: flow.yaml\nturns: [Kaitlyn Meyers]\nexpect: { status: ended }\n'],
    ['a lookup document', 'other.lookup.json', '{ "files": ["customers.csv"], "lookups": [] }\n'],
  ])('%s given as the labels is LABELS_NOT_CSV saying what it is, not three header problems from its first line', async (kind, name, content) => {
    const dir = fixture();
    writeFileSync(join(dir, name), content);
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', name);
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toBe(`switchboard tune: LABELS_NOT_CSV: ${name} is ${kind}, not a labels file: --labels takes a CSV whose header names the tool's parameters ` +
      'and "expected" (full_name,city,expected), one labelled call per line (docs/lookup-documents.md, the tune command)\n');
  });

  test.each([['UTF-16 LE', false], ['UTF-16 BE', true]])('saved as %s with a BOM and tabs (Excel\'s "Unicode Text") is read like the CSV', async (_name, bigEndian) => {
    const dir = fixture();
    // The same labels, tab separated; the one quoted name keeps its comma.
    const tsv = LABELS.split('\n').map((line) => (line.startsWith('"') ? line.replace('",,', '"\t\t') : line.replaceAll(',', '\t'))).join('\r\n');
    const bytes = Buffer.from(`\uFEFF${tsv}`, 'utf16le');
    writeFileSync(join(dir, 'labels.txt'), bigEndian ? bytes.swap16() : bytes);
    const fromCsv = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    const fromUnicode = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.txt');
    expect({ code: fromUnicode.code, err: fromUnicode.err }).toEqual({ code: 0, err: '' });
    expect(fromUnicode.out).toBe(fromCsv.out.replaceAll('labels.csv', 'labels.txt'));
  });
});

describe('a labels file is read as a lookup reads a CSV table', () => {
  const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'labels');
  // What each readable fixture holds, as a plain comma-separated file.
  const PLAIN = 'full_name,expected\nKaitlyn Meyers,Caitlin Myers\n"Myers, Caitlin",Caitlin Myers\nPeter Parker,Peter Parker\nBartholomew Quincy,\n';

  test('the Excel "Unicode Text" fixture is what Excel writes: UTF-16 LE with a BOM, tab separated, CRLF', () => {
    const bytes = readFileSync(join(FIXTURES, 'unicode-text.txt'));
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const text = bytes.subarray(2).toString('utf16le');
    expect(text.split('\r\n').slice(0, 2)).toEqual(['full_name\texpected', 'Kaitlyn Meyers\tCaitlin Myers']);
  });

  test.each([
    ['Excel "Unicode Text" (UTF-16 LE, BOM, tabs, CRLF; a name holding a comma)', 'unicode-text.txt'],
    ['semicolon separated, as Excel saves CSV in most European locales (a name holding a comma)', 'semicolons.csv'],
    ['a separator after the last field of every line, header included', 'trailing-separator.csv'],
  ])('%s gives the report of the same labels as plain CSV (was LABELS_UNKNOWN_COLUMN)', async (_name, fixtureFile) => {
    const dir = fixture(PLAIN);
    copyFileSync(join(FIXTURES, fixtureFile), join(dir, fixtureFile));
    const plain = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
    const written = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', fixtureFile);
    expect(plain.out).toContain('tune lookup_customer: 4 labelled calls from labels.csv');
    expect({ code: written.code, err: written.err }).toEqual({ code: 0, err: '' });
    expect(written.out).toBe(plain.out.replaceAll('labels.csv', fixtureFile));
  });

  test('a quote never closed (line 3 of 5 labels) exits 2 naming the line, the column and the fix (was read as one label, exit 0)', async () => {
    const dir = fixture();
    copyFileSync(join(FIXTURES, 'unclosed-quote.csv'), join(dir, 'unclosed-quote.csv'));
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'unclosed-quote.csv');
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toBe(`switchboard tune: CSV_UNTERMINATED_QUOTE: ${messages.csvUnterminatedQuote('unclosed-quote.csv', { line: 3, column: 'A', text: '"Shaun Riley,Sean Riley', endLine: 6 })}\n`);
    expect(err).toContain('unclosed-quote.csv, line 3, column A');
    expect(err).toContain('Add the closing quote');
  });

  test('a Latin-1 file is read as Latin-1, with the CSV reader\'s warning on stderr (was read as UTF-8, its accents lost)', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'latin1.csv'), Buffer.from('full_name,expected\nAna L\u00f3pez,Ana Lopez\n', 'latin1'));
    const { code, out, err } = await tune(dir, 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'latin1.csv');
    expect(code).toBe(0);
    expect(err).toBe(`switchboard tune: CSV_NOT_UTF8: ${messages.csvNotUtf8('latin1.csv')}\n`);
    expect(out).toContain('tune lookup_customer: 1 labelled call from latin1.csv');
  });
});

test('found counts the callers in the table, so a set of strangers does not hold it under 100%', async () => {
  const labels = ['full_name,expected', 'Caitlin Myers,Caitlin Myers', 'Peter Parker,Peter Parker', 'Bartholomew Quincy,'].join('\n');
  const { code, out } = await tune(fixture(labels), 'customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv');
  expect(code).toBe(0);
  expect(out).toMatch(/current .*found 100\.0% of callers in the table/);
});
