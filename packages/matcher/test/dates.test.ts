// Dates of birth said aloud, against sheets that write them in several ways: real CSV and XLSX fixtures.
import { describe, expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { createLookup, tableFromRows } from '@switchboard/matcher';
import { dateColumnOrder, dateColumnReading, isoDay, spokenDate, surveyDateColumn, writtenDate } from '../src/normalise/dates.js';
import { dateFormatOrder } from '../src/source/dateFormats.js';
import { documentWith, lookupOver } from './support/documentWith.js';

const NAME_AND_BIRTH = { additional_search_columns: [{ column: 'Date of Birth', param_name: 'dob', match_mode: 'exact' }] };

describe('a date of birth narrows two people of one name', () => {
  // Both files hold two John Smiths: M100 born 5 March 1985, M101 born 3 May 1985.
  test.each([
    ['month first, padded and not (patients.csv)', 'patients.csv'],
    ['day first, with dots (patients-day-first.csv)', 'patients-day-first.csv'],
    ['stored as dates (patients.xlsx)', 'patients.xlsx'],
    ['exported from a database as moments at midnight, with a BOM and NULL (patients-datetimes.csv)', 'patients-datetimes.csv'],
  ])('%s', async (_name, file) => {
    const { doc } = await lookupOver(file, NAME_AND_BIRTH);
    expect(doc.status().issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(doc.call('find', { full_name: 'John Smith' })).toMatchObject({ result: 'ambiguous' });
    for (const said of ['March fifth, nineteen eighty-five', 'the 5th of March 1985', 'my date of birth is March 5th 1985', 'five march eighty five']) {
      expect({ said, answer: doc.call('find', { full_name: 'John Smith', dob: said }) }).toMatchObject({ said, answer: { result: 'confident', row: { 'Member ID': 'M100' } } });
    }
    expect(doc.call('find', { full_name: 'John Smith', dob: 'May third 1985' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M101' } });
    expect(doc.call('find', { full_name: 'John Smith', dob: 'June first 1985' })).toMatchObject({ result: 'not_found' });
  });

  test.each([
    ['March fifth, nineteen hundred and eighty-five', 'M100'],
    ['the third of May nineteen hundred eighty five', 'M101'],
  ])('a year said with its hundreds, "%s", finds %s', async (said, member) => {
    const { doc } = await lookupOver('patients.csv', NAME_AND_BIRTH);
    expect(doc.call('find', { full_name: 'John Smith', dob: said })).toMatchObject({ result: 'confident', row: { 'Member ID': member } });
  });

  test('numbers only are read in the order the sheet writes them', async () => {
    const monthFirst = (await lookupOver('patients.csv', NAME_AND_BIRTH)).doc;
    expect(monthFirst.call('find', { full_name: 'John Smith', dob: '3/5/85' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M100' } });
    const dayFirst = (await lookupOver('patients-day-first.csv', NAME_AND_BIRTH)).doc;
    expect(dayFirst.call('find', { full_name: 'John Smith', dob: '3/5/85' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M101' } });
  });

  test('a date said as its digits, as a keypad menu asks for it, in the sheet\'s order', async () => {
    const monthFirst = (await lookupOver('patients.csv', NAME_AND_BIRTH)).doc;
    expect(monthFirst.call('find', { full_name: 'John Smith', dob: 'oh three, oh five, eighty five' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M100' } });
    const dayFirst = (await lookupOver('patients-day-first.csv', NAME_AND_BIRTH)).doc;
    expect(dayFirst.call('find', { full_name: 'John Smith', dob: 'oh three, oh five, eighty five' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M101' } });
  });

  test('the row shows the cell as the sheet wrote it', async () => {
    const { doc } = await lookupOver('patients.csv', NAME_AND_BIRTH);
    expect(doc.call('find', { full_name: 'John Smith', dob: 'March 5 1985' })).toMatchObject({ row: { 'Date of Birth': '3/5/1985' } });
  });

  test.each([
    // A day said in two words that no month has ("thirty fifth"), or this month has not ("thirty first of November"):
    // no date, not the day its last word says (until 2026-12-06 "thirty fifth of March 1985" was 5 March, M100, confident).
    ['thirty fifth of March 1985'],
    ['the thirty fifth of March, nineteen eighty five'],
    ['thirty third of May 1985'],
  ])('a day no month has, "%s", finds no one', async (said) => {
    const { doc } = await lookupOver('patients.csv', NAME_AND_BIRTH);
    expect(doc.call('find', { full_name: 'John Smith', dob: said })).toMatchObject({ result: 'not_found' });
  });

  test('a leap day, and a name that is a month', async () => {
    const { doc } = await lookupOver('patients.csv', NAME_AND_BIRTH);
    expect(doc.call('find', { full_name: 'Caitlin Myers', dob: 'February twenty ninth, two thousand' })).toMatchObject({ result: 'confident' });
    expect(doc.call('find', { full_name: 'May Johnson' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M102' } });
  });
});

describe('a date of birth said without its day (members-spoken.csv)', () => {
  // Mary Jones was born 19 March 1985, Ann Lee 20 March 2003, Bob Stone 19 June 1990.
  const members = async () => (await documentWith({
    files: ['members-spoken.csv'],
    lookups: [
      { tool_name: 'dob', search_column: 'Date of Birth', match_mode: 'exact' },
      { tool_name: 'dob_fuzzy', search_column: 'Date of Birth', match_mode: 'fuzzy' },
      { tool_name: 'name_dob', search_column: 'Full Name', additional_search_columns: [{ column: 'Date of Birth', param_name: 'dob', match_mode: 'exact' }] },
    ],
  }, ['members-spoken.csv'])).doc;

  test.each([
    ['March nineteen eighty-five', '1985-03'],
    ['March twenty twenty three', '2023-03'],
    ['June nineteen ninety', '1990-06'],
    ['March 1985', '1985-03'],
    ['1985 March', '1985-03'],
    ['nineteen eighty five, March', '1985-03'],
  ])('"%s" finds no row by a day the caller did not say, and is heard as %s', async (said, month) => {
    const doc = await members();
    for (const tool of ['dob', 'dob_fuzzy']) {
      expect({ tool, answer: doc.call(tool, { date_of_birth: said }) }).toEqual({ tool, answer: { result: 'not_found', heard: { date_of_birth: month } } });
    }
  });

  test('with the name, the flow is told the day is missing; with the day, the row is found', async () => {
    const doc = await members();
    expect(doc.call('name_dob', { full_name: 'Mary Jones', dob: 'March nineteen eighty-five' })).toEqual({ result: 'not_found', heard: { dob: '1985-03' } });
    expect(doc.call('name_dob', { full_name: 'Mary Jones', dob: 'March nineteenth, nineteen eighty-five' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Mary Jones' }, heard: { dob: '1985-03-19' } });
    expect(doc.call('dob', { date_of_birth: 'the twentieth of March two thousand three' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Ann Lee' } });
  });

  test('a date read off a form, its slashes said, finds the row', async () => {
    const doc = await members();
    expect(doc.call('dob', { date_of_birth: 'oh three slash nineteen slash nineteen eighty five' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Mary Jones' }, heard: { date_of_birth: '1985-03-19' } });
  });

  test.each([
    // The year said first.
    ['1985 March 19', 'Mary Jones', '1985-03-19'],
    ['nineteen eighty five, March the nineteenth', 'Mary Jones', '1985-03-19'],
    ['two thousand three, the twentieth of March', 'Ann Lee', '2003-03-20'],
    // Numbers said without their zeros, when only one day reads so (the sheet is month first).
    ['three nineteen nineteen eighty five', 'Mary Jones', '1985-03-19'],
    ['three five nineteen eighty five', 'John Smith', '1985-03-05'],
    ['six nineteen, nineteen ninety', 'Bob Stone', '1990-06-19'],
    ['born three twenty two thousand three', 'Ann Lee', '2003-03-20'],
  ])('"%s" finds %s (heard %s)', async (said, name, iso) => {
    const doc = await members();
    for (const tool of ['dob', 'dob_fuzzy']) {
      expect({ tool, answer: doc.call(tool, { date_of_birth: said }) }).toMatchObject({ tool, answer: { result: 'confident', row: { 'Full Name': name }, heard: { date_of_birth: iso } } });
    }
  });

  test('numbers said without their zeros that read as two days or as none are no date, and no part of them is read as one', async () => {
    const doc = await members();
    // January 23 or December 3; no day at all ("one two three five": 12/35), though "three five 1985" within it is John
    // Smith's day: the caller did not say it.
    for (const tool of ['dob', 'dob_fuzzy']) {
      for (const said of ['one two three nineteen eighty five', 'it is one two three nineteen eighty five', 'one two three five 1985']) {
        expect({ tool, said, result: doc.call(tool, { date_of_birth: said }).result }).toEqual({ tool, said, result: 'not_found' });
      }
    }
  });

  test.each([
    ['the nineteenth of March', '--03-19'],
    ['March 19th', '--03-19'],
    ['June nineteen', '--06-19'],
    ['my birthday is the twentieth of March', '--03-20'],
    // A caller cut off mid-year: not March 19, 2019 / March 20, 2020.
    ['the nineteenth of March nineteen', '--03-19'],
    ['March twentieth twenty', '--03-20'],
  ])('a day said without its year ("%s") finds no row by a year the caller did not say, and is heard as %s', async (said, day) => {
    const doc = await members();
    for (const tool of ['dob', 'dob_fuzzy']) {
      expect({ tool, answer: doc.call(tool, { date_of_birth: said }) }).toEqual({ tool, answer: { result: 'not_found', heard: { date_of_birth: day } } });
    }
    expect(doc.call('name_dob', { full_name: 'Mary Jones', dob: said })).toEqual({ result: 'not_found', heard: { dob: day } });
  });
});

describe('a date said in part is never a candidate, whatever min_score (members-spoken.csv)', () => {
  // Digit by digit, "1985-03" is 70 against Mary Jones's 1985-03-19 and "--03-19" 40: a min_score of 70 or less listed them.
  const lowThresholds = async (minScore: number) => (await documentWith({
    files: ['members-spoken.csv'],
    lookups: (['fuzzy', 'hybrid', 'phonetic', 'exact'] as const).flatMap((mode) => [
      { tool_name: `dob_${mode}`, search_column: 'Date of Birth', match_mode: mode, min_score: minScore, confident_score: Math.max(minScore, 92) },
      { tool_name: `name_dob_${mode}`, search_column: 'Full Name', min_score: minScore, confident_score: Math.max(minScore, 92), additional_search_columns: [{ column: 'Date of Birth', param_name: 'dob', match_mode: mode }] },
    ]),
  }, ['members-spoken.csv'])).doc;

  test.each([
    ['a month of a year', 'March nineteen eighty-five', { date_of_birth: '1985-03' }],
    ['a day of a month', 'the nineteenth of March', { date_of_birth: '--03-19' }],
    ['a year alone', '1985', undefined],
  ])('%s ("%s")', async (_name, said, heard) => {
    for (const minScore of [0, 40, 70]) {
      const doc = await lowThresholds(minScore);
      for (const mode of ['fuzzy', 'hybrid', 'phonetic', 'exact']) {
        expect({ mode, minScore, answer: doc.call(`dob_${mode}`, { date_of_birth: said }) }).toEqual({ mode, minScore, answer: { result: 'not_found', ...(heard === undefined ? {} : { heard }) } });
        const beside = doc.call(`name_dob_${mode}`, { full_name: 'Mary Jones', dob: said });
        expect({ mode, minScore, result: beside.result }).toEqual({ mode, minScore, result: 'not_found' });
      }
    }
  });

  test('the whole day still finds the row at those thresholds, and a day a digit off is still a candidate', async () => {
    const doc = await lowThresholds(70);
    expect(doc.call('dob_fuzzy', { date_of_birth: 'March nineteenth, nineteen eighty-five' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Mary Jones' } });
    const offByOne = doc.call('dob_fuzzy', { date_of_birth: 'March eighteenth, nineteen eighty-five' });
    expect(offByOne.result === 'ambiguous' && offByOne.candidates[0]).toMatchObject({ row: { 'Full Name': 'Mary Jones' }, score: 85 });
  });
});

describe('columns that are not date columns', () => {
  test('a column with one cell that is no date compares as text', () => {
    const { table } = tableFromRows([['Name', 'Code'], ['A', '2/3/1985'], ['B', 'March 1985 batch']]);
    const made = createLookup({ tool_name: 'f', search_column: 'Code', match_mode: 'exact' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.call({ code: 'February third 1985' })).toMatchObject({ result: 'not_found' });
    expect(made.lookup.call({ code: '2/3/1985' })).toMatchObject({ result: 'confident', row: { Name: 'A' } });
  });

  test('a column writing both orders is no date column', () => {
    expect(dateColumnOrder(['15/03/1985', '03/15/1990'])).toBeUndefined();
  });
});

describe('dates typed as text in a workbook read in the order the workbook shows its dates', () => {
  // patients-typed-dates.xlsx: Date of Birth formatted dd/mm/yyyy; M100's "05/03/1985" and M103's "04/07/1976" typed as text.
  test('a typed "05/03/1985" in a dd/mm/yyyy column is 5 March 1985', async () => {
    const { doc } = await lookupOver('patients-typed-dates.xlsx', NAME_AND_BIRTH);
    expect(doc.status().issues).toEqual([]);
    expect(doc.tools[0]?.parameters[1]?.dates).toBe('day-first');
    expect(doc.call('find', { full_name: 'John Smith', dob: 'March fifth, nineteen eighty-five' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M100', 'Date of Birth': '05/03/1985' } });
    expect(doc.call('find', { full_name: 'John Smith', dob: 'May third 1985' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M101' } });
    expect(doc.call('find', { full_name: 'Ann Lee', dob: 'the fourth of July 1976' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M103' } });
  });

  test('a date said as numbers is read day first too, as the workbook shows its dates', async () => {
    const { doc } = await lookupOver('patients-typed-dates.xlsx', NAME_AND_BIRTH);
    expect(doc.call('find', { full_name: 'John Smith', dob: '5/3/85' })).toMatchObject({ result: 'confident', row: { 'Member ID': 'M100' } });
  });

  test.each([
    ['cells that say no order: the format\'s', ['05/03/1985', '1990-02-01'], 'day-first', 'day-first'],
    ['a cell that says month first wins over the format', ['05/13/1985', '05/03/1985', '1990-02-01'], 'day-first', 'month-first'],
    ['a cell that says day first wins over the format', ['13/05/1985', '05/03/1985'], 'month-first', 'day-first'],
    ['no format: month first', ['05/03/1985', '1990-02-01'], undefined, 'month-first'],
  ] as const)('%s', (_name, cells, formatOrder, order) => {
    expect(dateColumnOrder(cells, formatOrder)).toBe(order);
  });

  test.each([
    ['dd/mm/yyyy', 'day-first'],
    ['d-mmm-yy', 'day-first'],
    ['[$-809]dd/mm/yyyy;@', 'day-first'],
    ['dd/mm/yyyy hh:mm', 'day-first'],
    ['mm/dd/yyyy', 'month-first'],
    ['[$-409]mmmm d, yyyy;@', 'month-first'],
    ['dddd, mmmm dd, yyyy', 'month-first'],
    ['m/d/yy h:mm', 'month-first'],
    ['"Born "dd.mm.yyyy', 'day-first'],
    ['yyyy-mm-dd', undefined],
    ['hh:mm:ss', undefined],
    ['0.00', undefined],
    ['mmm yyyy', undefined],
  ])('the format %s shows dates %s', (code, order) => {
    expect(dateFormatOrder(code)).toBe(order);
  });
});

describe('a date column with cells that are no date', () => {
  const dated = (count: number): string[] => Array.from({ length: count }, (_, i) => `0${1 + (i % 9)}/1${i % 10}/19${50 + (i % 50)}`);

  test.each([
    ['placeholders read as blank', [...dated(3), 'N/A', 'unknown', '-', 'n.a.', '?', 'TBD'], 'month-first', []],
    ['placeholders a form writes read as blank', [...dated(20), 'Not provided', 'Not provided', 'Declined', 'N/K'], 'month-first', []],
    ['one typo among ten dates or more is listed', [...dated(10), '13/45/1985'], 'month-first', [{ index: 10, text: '13/45/1985' }]],
    ['a typo that writes neither order leaves the order to the dates', ['15/03/1985', ...dated(12).map((d) => d.replace(/^0(\d)\/1(\d)/, '1$2/0$1')), '13/45/1985'], 'day-first', [{ index: 13, text: '13/45/1985' }]],
    ['two typos among a hundred dates are listed', [...dated(100), 'x13/45', '1985-02-30'], 'month-first', [{ index: 100, text: 'x13/45' }, { index: 101, text: '1985-02-30' }]],
    ['one cell that is no date among nine dates: no date column', [...dated(9), 'March 1985 batch'], undefined, undefined],
    ['three in a hundred: no date column', [...dated(100), 'a', 'b', 'c'], undefined, undefined],
    ['a column of names stops at its second cell', ['Caitlin Myers', 'Sean Riley', ...dated(100)], undefined, undefined],
  ])('%s', (_name, cells, order, unread) => {
    const reading = dateColumnReading(cells);
    expect(reading?.order).toBe(order);
    expect(reading?.unread).toEqual(unread);
  });

  test.each([
    ['one cell that is no date among nine dates', [...dated(9), 'March 1985 batch'], { kind: 'too-many-unread', dates: 9, unreadCount: 1, unread: [{ index: 9, text: 'March 1985 batch' }] }],
    ['three in a hundred, the first three named', [...dated(100), 'a', 'b', 'c', 'd'], { kind: 'too-many-unread', dates: 100, unreadCount: 4, unread: [{ index: 100, text: 'a' }, { index: 101, text: 'b' }, { index: 102, text: 'c' }] }],
    ['two names above a hundred dates', ['Caitlin Myers', 'Sean Riley', ...dated(100)], { kind: 'too-many-unread', dates: 100, unreadCount: 2, unread: [{ index: 0, text: 'Caitlin Myers' }, { index: 1, text: 'Sean Riley' }] }],
    ['dates in both orders', ['01/02/1990', '15/03/1985', 'N/A', '03/15/1990'], { kind: 'both-orders', dayFirst: { index: 1, text: '15/03/1985' }, monthFirst: { index: 3, text: '03/15/1990' } }],
    ['a column of names is no date column at all', ['Caitlin Myers', 'Sean Riley', '03/05/1985', ...Array.from({ length: 40 }, (_, i) => `Person ${i}`), ...dated(5)], undefined],
    ['as many cells that are no date as dates', [...dated(5), 'a', 'b', 'c', 'd', 'e'], undefined],
    ['dates with a time of day', ['2026-03-05 14:30:00', '', '2026-03-06 09:15', 'N/A'], { kind: 'moments', example: { index: 0, text: '2026-03-05 14:30:00' } }],
    ['moments written as a US export writes them, one at midnight', ['3/5/2026 2:30:00 PM', '3/6/2026 12:00:00 AM', '3/7/2026 9:00 AM'], { kind: 'moments', example: { index: 0, text: '3/5/2026 2:30:00 PM' } }],
  ])('mostly dates yet compared as text, and why: %s', (_name, cells, survey) => {
    expect(surveyDateColumn(cells)).toEqual(survey);
    expect(dateColumnReading(cells)).toBeUndefined();
  });

  test('a long column of moments is named without reading it all, as a column of names is left', () => {
    let read = 0;
    function* moments(): Generator<string> {
      for (let i = 0; i < 100_000; i++, read++) yield `2026-03-05T${String(i % 24).padStart(2, '0')}:30:00Z`;
    }
    expect(surveyDateColumn(moments())).toEqual({ kind: 'moments', example: { index: 0, text: '2026-03-05T00:30:00Z' } });
    expect(read).toBeLessThan(100);
  });

  test('one moment among many dates is one cell that is no date: the column reads as dates, the moment named', () => {
    expect(dateColumnReading([...dated(60), '2026-03-05 14:30'])).toEqual({ order: 'month-first', unread: [{ index: 60, text: '2026-03-05 14:30' }] });
  });

  test('a column of dates with more notes than a date column may hold says it is compared as text, naming the notes (patients-notes.csv)', async () => {
    const { doc } = await lookupOver('patients-notes.csv', NAME_AND_BIRTH);
    expect(doc.status().issues).toEqual([expect.objectContaining({ code: 'DATE_COLUMN_AS_TEXT', severity: 'warning', path: 'lookups[0].additional_search_columns[0]', file: 'patients-notes.csv' })]);
    const message = doc.status().issues[0]?.message ?? '';
    expect(message).toContain('Column "Date of Birth" of patients-notes.csv is compared as text, not as dates: 6 of its cells are dates, but 2 are no date ("ask at desk" (line 6), "see file" (line 8))');
    expect(message).toContain('Correct those cells, or clear them');
    expect(doc.tools[0]?.parameters[1]?.dates).toBeUndefined();
    // Compared as text: the date said finds nothing, as the warning says.
    expect(doc.call('find', { full_name: 'Ann Lee', dob: 'July fourth 1976' })).toMatchObject({ result: 'not_found' });
  });

  test('a column of moments (dates with a time of day) says a date said finds none of them, and how to look up by the day', async () => {
    const csv = '\ufeffFull Name,Appointment\r\n"Ann Lee","2026-03-05 14:30:00"\r\n"Ann Lee","2026-03-06 09:15:00"\r\n"Bob Ray","2026-03-05 11:00:00"\r\n';
    const lookup = { files: ['appointments.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', additional_search_columns: [{ column: 'Appointment', param_name: 'day', match_mode: 'exact' }] }] };
    const { doc } = await documentWith(lookup, [], { extraFiles: { 'appointments.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'DATE_COLUMN_AS_TEXT', severity: 'warning', path: 'lookups[0].additional_search_columns[0]' }]);
    const message = doc.status().issues[0]?.message ?? '';
    expect(message).toContain('Column "Appointment" of appointments.csv is compared as text, not as dates: its cells are dates with a time of day ("2026-03-05 14:30:00", line 2)');
    expect(message).toContain('give the day a column of its own');
    expect(doc.call('find', { full_name: 'Ann Lee', day: 'March fifth 2026' })).toMatchObject({ result: 'not_found' });
  });

  test('a column whose dates say both orders says so, naming a cell of each', async () => {
    const csv = 'Full Name,Date of Birth\nAnn Lee,25/12/1990\nBob Ray,12/25/1990\nEve Lee,03/05/1985\n';
    const { doc } = await documentWith({ files: ['dob.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...NAME_AND_BIRTH }] }, [], { extraFiles: { 'dob.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'DATE_COLUMN_AS_TEXT', severity: 'warning' }]);
    expect(doc.status().issues[0]?.message).toContain('day first ("25/12/1990", line 2) and month first ("12/25/1990", line 3)');
  });

  test('in a workbook, a typo in a date column is named by its row number, as the sheet shows it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Patients');
    sheet.addRow(['Full Name', 'Date of Birth']);
    dated(20).forEach((d, i) => sheet.addRow([`Person ${i}`, d]));
    sheet.addRow(['Bob Ray', '13/45/1985']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const { doc } = await documentWith({ files: ['dob.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...NAME_AND_BIRTH }] }, [], { extraFiles: { 'dob.xlsx': bytes } });
    const issues = doc.status().issues.filter((issue) => issue.code === 'DATE_CELLS_UNREAD');
    expect(issues[0]?.message).toContain('"13/45/1985" (row 22)');
  });

  test('a placeholder in a date of birth column leaves it a date column, and a typo is named with its line', async () => {
    const rows = ['Full Name,Date of Birth', ...dated(20).map((d, i) => `Person ${i},${d}`), 'Eve Lee,03/05/1985', 'Ann Fox,N/A', 'Bob Ray,13/45/1985'];
    const { doc } = await documentWith({ files: ['dob.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...NAME_AND_BIRTH }] }, [], { extraFiles: { 'dob.csv': `${rows.join('\n')}\n` } });
    expect(doc.call('find', { full_name: 'Eve Lee', dob: 'March fifth, nineteen eighty-five' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Eve Lee' } });
    const issues = doc.status().issues.filter((issue) => issue.code === 'DATE_CELLS_UNREAD');
    expect(issues).toEqual([expect.objectContaining({ severity: 'warning', path: 'lookups[0].additional_search_columns[0]', file: 'dob.csv' })]);
    expect(issues[0]?.message).toContain('"13/45/1985" (line 24)');
    expect(issues[0]?.message).not.toContain('N/A"');
  });
});

describe('reading dates', () => {
  test.each([
    ['March third nineteen eighty five', '1985-03-03'],
    ['the 3rd of March, 1985', '1985-03-03'],
    ['I was born on the third of March nineteen eighty-five', '1985-03-03'],
    ['March 3 two thousand and one', '2001-03-03'],
    ['third of march eighty five', '1985-03-03'],
    ['march twenty third nineteen ninety', '1990-03-23'],
    ['march twenty, nineteen ninety', '1990-03-20'],
    ['twenty first of june two thousand eleven please', '2011-06-21'],
    ['june 5th twenty twenty three', '2023-06-05'],
    ['Jan 2 nineteen oh five', '1905-01-02'],
    ["it's 3/15/85 thanks", '1985-03-15'],
    ['oh three, fifteen, eighty five', '1985-03-15'],
    ['oh three one five nineteen eighty five', '1985-03-15'],
    ['03151985', '1985-03-15'],
    ['19850315', '1985-03-15'],
    ['1985-03-15', '1985-03-15'],
    // Numbers only one order reads: 28 is no month.
    ['28/03/1986', '1986-03-28'],
    ['my date of birth is 28.3.86', '1986-03-28'],
    // The numbers with their separators said, as read off a form.
    ['oh three slash oh five slash eighty five', '1985-03-05'],
    ['three slash fifteen slash nineteen eighty five', '1985-03-15'],
    ['it is twenty eight dash three dash eighty six', '1986-03-28'],
    // The year said first.
    ['1985 March 5', '1985-03-05'],
    ['nineteen eighty five, March the fifth', '1985-03-05'],
    ['nineteen eighty-five March 5th', '1985-03-05'],
    ['1985, the fifth of March', '1985-03-05'],
    ['eighty five March fifth', '1985-03-05'],
    ['twenty oh one March third', '2001-03-03'],
    ['two thousand and one, March third', '2001-03-03'],
    // Numbers without their zeros, when only one day reads so in the column's order.
    ['three five nineteen eighty five', '1985-03-05'],
    ['three 5 1985', '1985-03-05'],
    ['twelve three 1985', '1985-12-03'],
    ['three fifteen nineteen eighty five', '1985-03-15'],
    // 3/15 (31 is no month).
    ['three one five nineteen eighty five', '1985-03-15'],
    // 15 is no month: read in the other order.
    ['fifteen three nineteen eighty five', '1985-03-15'],
    ['I was born three five nineteen eighty five', '1985-03-05'],
    // 12/15 ("two fifteen" is no one number).
    ['one two fifteen nineteen eighty five', '1985-12-15'],
    // The year in two digits over 31, which no day is.
    ['three five eighty five', '1985-03-05'],
    ['3 5 85', '1985-03-05'],
  ])('said: %s → %s', (said, iso) => {
    const day = spokenDate(said, 'month-first');
    expect(day === null ? null : isoDay(day)).toBe(iso);
  });

  test.each([
    ['March fifth nineteen hundred eighty five', '1985-03-05'],
    ['March fifth, nineteen hundred and eighty-five', '1985-03-05'],
    ['the fifth of March nineteen hundred eighty five', '1985-03-05'],
    ['March 5 nineteen hundred five', '1905-03-05'],
    ['March fifth nineteen hundred oh five', '1905-03-05'],
    ['March fifth nineteen hundred', '1900-03-05'],
    ['March fifth one thousand nine hundred and eighty five', '1985-03-05'],
    ['March fifth one thousand nine hundred', '1900-03-05'],
    ['three five nineteen hundred eighty five', '1985-03-05'],
    ['nineteen hundred and eighty five, March the fifth', '1985-03-05'],
    ['one thousand nine hundred and eighty five March 5', '1985-03-05'],
    ['March nineteen hundred eighty five', '1985-03'],
    ['March fifth two thousand and five', '2005-03-05'],
  ])('a year said with its hundreds, the rest of it read too: %s → %s', (said, iso) => {
    const date = spokenDate(said, 'month-first');
    expect(date === null ? null : isoDay(date)).toBe(iso);
  });

  test.each([
    ['March nineteen eighty-five', '1985-03'],
    ['March 1985', '1985-03'],
    ['in May of nineteen ninety, I think', '1990-05'],
    ['June twenty twenty three', '2023-06'],
    ['March two thousand one', '2001-03'],
    ['March eighty five', '1985-03'],
    ["March '85", '1985-03'],
    ['June nineteen oh five', '1905-06'],
    // The year said first.
    ['1985 March', '1985-03'],
    ['nineteen eighty five, March', '1985-03'],
    ['two thousand three March', '2003-03'],
    ['eighty five March', '1985-03'],
    ['it was 1985 March I think', '1985-03'],
    // A day said with the month stays the day: before it, as an ordinal, or with a year no day can start.
    ['five March eighty five', '1985-03-05'],
    ['March nineteenth eighty five', '1985-03-19'],
    ['March twenty first nineteen eighty five', '1985-03-21'],
    ['March thirteen eighty five', '1985-03-13'],
    // A year under ten of its century is said with its "oh": "twenty three" is '23.
    ['March fifth twenty three', '2023-03-05'],
    ['March fifth twenty oh three', '2003-03-05'],
    ['Jan second nineteen five', '1905-01-02'],
    // "19" written (not the word said, which may be a year cut off) is '19, as in "3/5/19".
    ['March fifth 19', '2019-03-05'],
  ])('a month and a year, or a day: %s → %s', (said, iso) => {
    const date = spokenDate(said, 'month-first');
    expect(date === null ? null : isoDay(date)).toBe(iso);
  });

  test.each([
    ['july fourth', '--07-04'],
    ['the fifth of March', '--03-05'],
    ['March the fifth', '--03-05'],
    ['5 March', '--03-05'],
    ['June nineteen', '--06-19'],
    ['March twenty one', '--03-21'],
    ['February twenty ninth', '--02-29'],
    ['the 5th of March, I think', '--03-05'],
    // Cut off after the year's century: no year said ('19 is "twenty nineteen").
    ['the fifth of March nineteen', '--03-05'],
    ['March fifth twenty', '--03-05'],
    ['5 March nineteen', '--03-05'],
    ['March twenty one nineteen', '--03-21'],
  ])('a day without its year: %s → %s', (said, iso) => {
    const date = spokenDate(said, 'month-first');
    expect(date === null ? null : isoDay(date)).toBe(iso);
  });

  test.each([
    'february thirtieth 2000', 'February 29 2001', 'february thirtieth', 'may smith', 'march', '123456',
    // A day of two words the month has not: not the day of its last word.
    'thirty first of november 2001', 'the thirty first of november two thousand one', 'thirty fifth of march 1985',
    // Numbers without their zeros: two days read so (January 23, December 3; January 11, November 1), or the year
    // neither said whole nor over 31 (a day it may be).
    'one two three nineteen eighty five', 'one one one nineteen ninety', 'three five twenty one', '3 5 21',
    'three five nineteen',
    // The year first, then a number that may be a day or a year.
    '12 March 5',
  ])('no date said: %s', (said) => {
    expect(spokenDate(said, 'month-first')).toBeNull();
  });

  test.each([
    ['three five nineteen eighty five', '1985-05-03'],
    ['one two three nineteen eighty five', '1985-03-12'],
    ['1985 March 5', '1985-03-05'],
  ])('said in a day-first column: %s → %s', (said, iso) => {
    const date = spokenDate(said, 'day-first');
    expect(date === null ? null : isoDay(date)).toBe(iso);
  });

  test.each([
    ['15/03/1985', 'day-first', '1985-03-15'],
    ['03/15/1985', 'month-first', '1985-03-15'],
    ['Mar 15, 1985', 'day-first', '1985-03-15'],
    ['15-Mar-85', 'month-first', '1985-03-15'],
    ['1985.3.15', 'day-first', '1985-03-15'],
  ] as const)('written: %s (%s) → %s', (cell, order, iso) => {
    const day = writtenDate(cell, order);
    expect(day === null ? null : isoDay(day)).toBe(iso);
  });

  test.each([
    ['1985-03-15 00:00:00', 'month-first', '1985-03-15'],
    ['1985-03-15 00:00:00.000', 'month-first', '1985-03-15'],
    ['1985-03-15T00:00:00Z', 'month-first', '1985-03-15'],
    ['1985-03-15T00:00:00.000+01:00', 'month-first', '1985-03-15'],
    ['3/15/1985 0:00', 'month-first', '1985-03-15'],
    ['3/15/1985 12:00:00 AM', 'month-first', '1985-03-15'],
    ['15.03.1985 00:00', 'day-first', '1985-03-15'],
    ['March 15, 1985 00:00', 'day-first', '1985-03-15'],
  ] as const)('written with midnight, as a column of days stored as moments exports: %s (%s) → %s', (cell, order, iso) => {
    const day = writtenDate(cell, order);
    expect(day === null ? null : isoDay(day)).toBe(iso);
  });

  test('a column of days exported with midnight reads as dates, in the order its cells say', () => {
    expect(dateColumnOrder(['15/03/1985 00:00', '01/02/1990 00:00'])).toBe('day-first');
    expect(dateColumnOrder(['1985-03-05 00:00:00', '1990-02-02 00:00:00'])).toBe('month-first');
  });

  test.each(['2/30/1990', '1985-03-15 10:00', '1985-03-15 12:00', '3/15/1985 12:00 PM', '1985-03-15 00:30', '1985-03-15 00:00 tomorrow', 'hello'])('no date written: %s', (cell) => {
    expect(writtenDate(cell, 'month-first')).toBeNull();
  });

  test('a column is day first when a cell says so', () => {
    expect(dateColumnOrder(['15/03/1985', '01/02/1990'])).toBe('day-first');
    expect(dateColumnOrder(['03/15/1985', '01/02/1990'])).toBe('month-first');
    expect(dateColumnOrder(['01/02/1990', '03/04/1990'])).toBe('month-first');
    expect(dateColumnOrder(['1985-01-01', ''])).toBeUndefined();
  });
});
