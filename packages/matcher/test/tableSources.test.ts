// What sources read: every text encoding, quoting, typed workbook cells, title rows and empty rows.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { rowsWithValues } from '../src/source/cellReferences.js';
import { ChunkDecoder, MendingUtf8Decoder, sniffEncoding } from '../src/source/textEncoding.js';
import { EightBitVote } from '../src/source/eightBitEncoding.js';
import ExcelJS from 'exceljs';
import { zeroPadding } from '../src/source/paddedNumbers.js';
import { percentShown } from '../src/source/percentNumbers.js';
import { currencyShown } from '../src/source/currencyNumbers.js';
import { decimalsShown } from '../src/source/decimalNumbers.js';
import { wordsShown } from '../src/source/wordNumbers.js';
import { elapsedCells, elapsedShown } from '../src/source/elapsedTimes.js';
import { leapDayShown } from '../src/source/leapDay1900.js';
import { daysPastTimes } from '../src/source/timesOfDay.js';
import { cellText, StoredNumber } from '../src/source/cellText.js';
import { readWorkbook, selectSheet, sheetFacts, XLSX_MAX_SHEET_ROWS, type WorkbookReader } from '../src/source/xlsxSource.js';
import { readSheetCells } from '../src/source/sheetCells.js';
import readXlsxFile from 'read-excel-file/node';
import { buildTable } from '../src/table/buildTable.js';
import { codesOf, documentWith, FIXTURES, lookupOver } from './support/documentWith.js';
import { withoutScores } from './support/fullScan.js';
import { messages } from '../src/messages.js';
import { uncomputedFormulas } from '../src/source/formulaCells.js';
import { LEADING_ZERO_SCORE } from '../src/scoring/digitScore.js';

const ACCENTED = [
  { 'Full Name': 'Zoë Müller', City: 'München' },
  { 'Full Name': 'José García', City: 'Málaga' },
  { 'Full Name': 'François Lefèvre', City: 'Besançon' },
];

describe('names in other scripts', () => {
  // Until session 21 the normaliser kept only a-z and 0-9: these rows indexed with no words, and nothing found them.
  const csv = 'Full Name,City\nИван Петров,Москва\nИван Петренко,Киев\nΓιώργος Παπαδόπουλος,Αθήνα\nمحمد علي,القاهرة\n王伟,北京\nअनिल कुमार,दिल्ली\nJosé García,Málaga\n';
  const over = (mode: string) => documentWith({ files: ['scripts.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: mode, additional_search_columns: ['City'] }] }, [], { extraFiles: { 'scripts.csv': csv } });

  test.each(['exact', 'fuzzy', 'phonetic', 'hybrid'])('%s: each name is found as written, and by its city', async (mode) => {
    const { doc } = await over(mode);
    for (const [name, city] of [['Иван Петров', 'Москва'], ['Γιώργος Παπαδόπουλος', 'Αθήνα'], ['محمد علي', 'القاهرة'], ['王伟', '北京'], ['अनिल कुमार', 'दिल्ली']]) {
      expect(doc.call('find', { full_name: name! })).toMatchObject({ result: 'confident', row: { 'Full Name': name } });
      expect(doc.call('find', { full_name: name!.toUpperCase(), city: city! })).toMatchObject({ result: 'confident', row: { City: city } });
    }
  });

  test.each(['fuzzy', 'phonetic', 'hybrid'])('%s: a letter misheard is compared as a full scan compares it, Cyrillic and Greek by their transliteration', async (mode) => {
    const { doc } = await over(mode);
    for (const heard of ['Иван Петрова', 'Иван Петрен', 'Гиоргос Παπαδοπουλος', '王', 'अनिल कुमर']) {
      const answer = doc.call('find', { full_name: heard });
      const scan = doc.call('find', { full_name: heard }, { debug: true });
      expect({ heard, answer }).toEqual({ heard, answer: withoutScores(scan) });
    }
    // Said in either alphabet, a name gets the one answer.
    expect(doc.call('find', { full_name: 'Иван Петрова' })).toEqual(doc.call('find', { full_name: 'Ivan Petrova' }));
    expect(doc.call('find', { full_name: 'Иван Петрен' })).toEqual(doc.call('find', { full_name: 'Ivan Petren' }));
    const candidates = (doc.call('find', { full_name: 'Иван Петрен' }) as { candidates?: { row: Record<string, string> }[] }).candidates ?? [];
    expect(candidates.map((candidate) => candidate.row['Full Name']).sort()).toEqual(['Иван Петренко', 'Иван Петров']);
  });

  // Until session 24 such a name was compared by its own letters only, and a recogniser writing English ("Olga
  // Smirnova") found nobody.
  const alphabets = 'Full Name,City\nОльга Смирнова,Москва\nДмитрий Щукин,Санкт-Петербург\nΧρήστος Παπαδόπουλος,Αθήνα\nΕυάγγελος Νικολάου,Θεσσαλονίκη\nგიორგი ბერიძე,თბილისი\nԱրամ Պետրոսյան,Երևան\nمحمد علي,القاهرة\nIvan Petrov,Boston\nOlga Smith,Denver\n';
  const overAlphabets = (mode: string) => documentWith({ files: ['alphabets.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: mode, additional_search_columns: ['City'] }] }, [], { extraFiles: { 'alphabets.csv': '\ufeff' + alphabets } });

  test.each(['fuzzy', 'phonetic', 'hybrid'])('%s: a name written in Cyrillic, Greek or Georgian is found by how an English recogniser spells it, and the other way round', async (mode) => {
    const { doc } = await overAlphabets(mode);
    for (const [heard, name] of [['Olga Smirnova', 'Ольга Смирнова'], ['Christos Papadopoulos', 'Χρήστος Παπαδόπουλος'], ['Evangelos Nikolaou', 'Ευάγγελος Νικολάου'], ['Giorgi Beridze', 'გიორგი ბერიძე'], ['Иван Петров', 'Ivan Petrov']]) {
      expect({ heard, answer: doc.call('find', { full_name: heard! }) }).toMatchObject({ heard, answer: { result: 'confident', row: { 'Full Name': name } } });
    }
    // A misheard letter, and a city said in English: the row, first (confident, or the one candidate at 90).
    const first = (answer: ReturnType<typeof doc.call>): unknown => (answer.result === 'confident' ? answer.row : answer.result === 'ambiguous' ? answer.candidates[0]?.row : undefined)?.['Full Name'];
    expect(first(doc.call('find', { full_name: 'Dmitri Shchukin', city: 'Sankt Peterburg' }))).toBe('Дмитрий Щукин');
    expect(first(doc.call('find', { full_name: 'Christos Papadopolous' }))).toBe('Χρήστος Παπαδόπουλος');
  });

  test.each(['exact', 'hybrid'])('%s: Arabic and Armenian keep their letters: found as written, not by an English spelling', async (mode) => {
    const { doc } = await overAlphabets(mode);
    expect(doc.call('find', { full_name: 'محمد علي' })).toMatchObject({ result: 'confident', row: { City: 'القاهرة' } });
    expect(doc.call('find', { full_name: 'Mohammed Ali' })).toMatchObject({ result: 'not_found' });
    expect(doc.call('find', { full_name: 'Արամ Պետրոսյան' })).toMatchObject({ result: 'confident', row: { City: 'Երևան' } });
    expect(doc.call('find', { full_name: 'Aram Petrosyan' })).toMatchObject({ result: 'not_found' });
  });

  test('exact: a Cyrillic value and its transliteration are the same value, as an accented and a plain one are', async () => {
    const { doc } = await overAlphabets('exact');
    expect(doc.call('find', { full_name: 'OLGA SMIRNOVA' })).toMatchObject({ result: 'confident', row: { City: 'Москва' } });
    expect(doc.call('find', { full_name: 'Olga Smirnov' })).toMatchObject({ result: 'not_found' });
  });
});

describe('CSV encodings', () => {
  test.each([
    ['UTF-8 with a BOM and CRLF', 'bom.csv'],
    ['Latin-1 (Windows-1252)', 'latin1.csv'],
    ['UTF-16 LE with a BOM', 'utf16le.csv'],
    ['UTF-16 BE with a BOM', 'utf16be.csv'],
    ['UTF-16 BE without a BOM', 'utf16be-no-bom.csv'],
  ])('%s reads the accented names intact', async (_name, file) => {
    const { doc } = await lookupOver(file, {});
    const [status] = doc.status().files;
    expect(status?.columns).toEqual(['Full Name', 'City']);
    expect(status?.preview.slice(0, 3)).toEqual(ACCENTED);
    expect(doc.call('find', { full_name: 'Jose Garcia' })).toMatchObject({ result: 'confident', row: { City: 'Málaga' } });
  });

  // Until 2026-12-06 every 8-bit file was read as Windows-1252: Excel for Mac's "CSV (Macintosh)" read "Zo‘ MŸller",
  // "RenŽ C™tŽ", and no name with an accent was found.
  test.each([
    ['Mac Roman (Excel for Mac\'s "CSV (Macintosh)", CR line ends)', 'mac-roman.csv', [
      { 'Full Name': 'Zoë Müller', City: 'Zürich' },
      { 'Full Name': 'René Côté', City: 'Montréal' },
      { 'Full Name': 'François Núñez', City: 'Besançon' },
    ], messages.csvMacRoman('mac-roman.csv')],
    // Until 2026-12-06 read as Mac Roman: "Zoâ MÅller", "JosÇ Pe§a", and no name with an accent was found.
    ['Code page 850 (Excel\'s "CSV (MS-DOS)")', 'ms-dos.csv', [
      { 'Full Name': 'Zoë Müller', City: 'München' },
      { 'Full Name': 'José Peña', City: 'Málaga' },
      { 'Full Name': 'Françoise Lefèvre', City: 'Besançon' },
      { 'Full Name': 'Jörg Öztürk', City: 'Köln' },
    ], messages.csvDos('ms-dos.csv')],
    // Until 2026-12-06 a tie with Mac Roman, read so: "Franáoise Lefävre", "H†kon" (à and å cast no vote).
    ['Code page 850 whose only accents are ç, è (Mac Roman\'s á, ä), à and å, its lines ending in CR LF', 'ms-dos-tie.csv', [
      { 'Full Name': 'Françoise Lefèvre', City: 'Besançon' },
      { 'Full Name': 'Håkon Berg', City: 'Bergen' },
      { 'Full Name': 'Lucie Fàbregas', City: 'València' },
    ], messages.csvDos('ms-dos-tie.csv')],
    ['Windows-1252 whose only bytes past ASCII are curly quotes, an apostrophe, a dash, ™ and †', 'windows-quotes.csv', [
      { 'Full Name': 'Dan O’Brien', Note: '“VIP” – call after 5' },
      { 'Full Name': 'Ann Lee', Note: 'Joe’s friend' },
      { 'Full Name': 'Bo Chen', Note: 'Widget™ reseller' },
      { 'Full Name': 'Cy Dee†', Note: 'estate: call the executor' },
    ], messages.csvNotUtf8('windows-quotes.csv')],
  ])('%s reads as written, CSV_NOT_UTF8 naming the encoding read (%s)', async (_name, file, preview, message) => {
    const { doc } = await lookupOver(file, {});
    expect(doc.status().files[0]?.preview).toEqual(preview);
    expect(doc.status().issues).toEqual([{ code: 'CSV_NOT_UTF8', severity: 'warning', path: 'lookups[0].file', file, message }]);
  });

  test('a code page 850 name is found as said (ms-dos.csv)', async () => {
    const { doc } = await lookupOver('ms-dos.csv', {});
    expect(doc.call('find', { full_name: 'Zoe Muller' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Zoë Müller', City: 'München' } });
    expect(doc.call('find', { full_name: 'Jörg Öztürk' })).toMatchObject({ result: 'confident', row: { City: 'Köln' } });
  });

  test('a Mac Roman name is found as said (mac-roman.csv)', async () => {
    const { doc } = await lookupOver('mac-roman.csv', {});
    expect(doc.call('find', { full_name: 'Zoë Müller' })).toMatchObject({ result: 'confident', row: { City: 'Zürich' } });
    expect(doc.call('find', { full_name: 'Rene Cote' })).toMatchObject({ result: 'confident', row: { City: 'Montréal' } });
  });

  test.each(['mac-roman.csv', 'ms-dos.csv', 'ms-dos-tie.csv', 'windows-quotes.csv', 'latin1.csv'])('the 8-bit vote is the same wherever the file is cut into chunks (%s)', (file) => {
    const bytes = readFileSync(join(FIXTURES, file));
    const whole = new EightBitVote();
    whole.add(bytes);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const vote = new EightBitVote();
      vote.add(bytes.subarray(0, cut));
      vote.add(bytes.subarray(cut));
      expect(vote.encoding).toBe(whole.encoding);
    }
    expect(whole.encoding).toBe(file === 'mac-roman.csv' ? 'macintosh' : file.startsWith('ms-dos') ? 'ibm850' : 'windows-1252');
  });

  test.each([
    ['LE', 'Japanese', false, '氏名,住所\r\n山田太郎,東京都千代田区\r\n佐藤花子,大阪府大阪市\r\n'],
    ['BE', 'Japanese', true, '氏名,住所\r\n山田太郎,東京都千代田区\r\n佐藤花子,大阪府大阪市\r\n'],
    // 上 (U+4E0A) and 名 (U+540D) hold the bytes of a line feed and a carriage return.
    ['LE', 'Chinese', false, '姓名,城市\n上官明,上海市\n王名上,上海\n'],
    ['BE', 'Chinese', true, '姓名,城市\n上官明,上海市\n王名上,上海\n'],
    ['LE', 'Russian', false, 'Имя,Город\nИван Петров,Москва\nАнна Смирнова,Санкт-Петербург\n'],
  ])('UTF-16 %s without a BOM, of names in another script (%s), reads them intact', async (_name, _script, bigEndian, text) => {
    const csv = Buffer.from(text, 'utf16le');
    if (bigEndian) csv.swap16();
    const [header, ...records] = text.trimEnd().split(/\r?\n/).map((line) => line.split(','));
    const { doc } = await documentWith({ files: ['names.csv'], lookups: [{ tool_name: 'find', search_column: header![0]! }] }, [], { extraFiles: { 'names.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.preview).toEqual(records.map((record) => Object.fromEntries(header!.map((column, i) => [column, record[i]]))));
  });

  const utf16 = (text: string, bigEndian = false): Buffer => (bigEndian ? Buffer.from(text, 'utf16le').swap16() : Buffer.from(text, 'utf16le'));
  test.each([
    ['one NUL in a short file, beside a line feed', Buffer.from('Name\n\x00,\x1b\n', 'latin1'), 'utf-8'],
    ['two NULs in a short 8-bit file, on one side', Buffer.from('Name,City\nA\x00n,B\x00o\n', 'latin1'), 'utf-8'],
    ['three NULs in a tiny 8-bit file, on one side, outnumbering its line breaks', Buffer.from('Name,City\nJos\xe9\x00,M\xe1laga\x00\nBo\x00,York\n', 'latin1'), 'utf-8'],
    ['a NUL padding each cell of a record (both sides)', Buffer.from('Name,City\nAnn\x00\x00\x00,Leeds\x00\x00\n', 'latin1'), 'utf-8'],
    ['Hindi in UTF-16 LE without a BOM', utf16('नाम,शहर\nराहुल शर्मा,नई दिल्ली\nप्रिया सिंह,मुंबई\n'), 'utf-16le'],
    ['Korean in UTF-16 BE without a BOM', utf16('이름,도시\n김민준,서울특별시\n이서연,부산광역시\n', true), 'utf-16be'],
    ['katakana and hiragana in UTF-16 LE without a BOM', utf16('フリガナ,ふりがな\nヤマダタロウ,やまだたろう\n'), 'utf-16le'],
    ['Chinese in UTF-16 LE without a BOM, its header of 40 columns longer than the sample', utf16(`${Array.from({ length: 40 }, (_, i) => `名称第${i}列`).join(',')}\n`), 'utf-16le'],
  ])('the encoding sniffed: %s', (_name, head, encoding) => {
    expect(sniffEncoding(head.subarray(0, 512))).toBe(encoding);
  });

  // Until 2026-12-06 the NULs of both files, all on one side of their byte pairs, were taken for UTF-16 without a BOM,
  // and each read as a table of garbage.
  test('a few NULs in an 8-bit file are not UTF-16: stray-nuls.csv (`\\x00,\\x1b` between each name and city) reads as UTF-8, the controls removed and named', async () => {
    const { doc } = await documentWith({ files: ['stray-nuls.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, ['stray-nuls.csv']);
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_CONTROL_CHARACTERS', severity: 'warning', file: 'stray-nuls.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('12 cells hold control characters no spreadsheet shows (line 2, column A: NUL (U+0000); line 2, column B: ESC (U+001B); line 3, column A: NUL (U+0000); …)');
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'City']);
    expect(doc.call('find', { full_name: 'Kim Lau' })).toEqual({ result: 'confident', row: { 'Full Name': 'Kim Lau', City: 'Diss' }, score: 100 });
  });

  test('three stray NULs in a tiny Latin-1 file are not UTF-16: tiny-nuls-latin1.csv reads its names and cities, the NULs removed and named', async () => {
    const { doc } = await documentWith({ files: ['tiny-nuls-latin1.csv'], lookups: [{ tool_name: 'find', search_column: 'Name', match_mode: 'exact' }] }, ['tiny-nuls-latin1.csv']);
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['CSV_NOT_UTF8', 'CSV_CONTROL_CHARACTERS']);
    expect(doc.status().files[0]?.preview).toEqual([{ Name: 'José', City: 'Málaga' }, { Name: 'Bo', City: 'York' }]);
    expect(doc.call('find', { query: 'José' })).toEqual({ result: 'confident', row: { Name: 'José', City: 'Málaga' }, score: 100 });
  });

  test('a cell of UTF-16 pasted into a UTF-8 file leaves the file UTF-8 (pasted-utf16-cell.csv): the cell reads without its NULs, and is named', async () => {
    const { doc } = await documentWith({ files: ['pasted-utf16-cell.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, ['pasted-utf16-cell.csv']);
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_CONTROL_CHARACTERS', severity: 'warning', file: 'pasted-utf16-cell.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('a cell holds control characters no spreadsheet shows (line 4, column C: NUL (U+0000))');
    expect(doc.call('find', { full_name: 'Sean Riley' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Boston', Notes: 'Prefers email and calls after 5pm only' }, score: 100 });
    expect(doc.call('find', { full_name: 'Pat Ross' })).toMatchObject({ result: 'confident', row: { City: 'Norwich' } });
  });

  test('control characters inside cells are removed (a vertical tab reads as a space), with a warning naming the cells', async () => {
    const { doc } = await lookupOver('control-characters.csv', { match_mode: 'exact' });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_CONTROL_CHARACTERS', severity: 'warning', file: 'control-characters.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('4 cells hold control characters');
    expect(doc.status().issues[0]?.message).toContain('line 2, column A: NUL (U+0000); line 2, column B: BEL (U+0007); line 3, column B: VT (U+000B); …');
    expect(doc.status().files[0]?.preview).toEqual([
      { 'Full Name': 'Caitlin Myers', City: 'Chicago' },
      { 'Full Name': 'Sean Riley', City: 'New York' },
      { 'Full Name': 'Ann Lee', City: 'Boston' },
    ]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', City: 'Chicago' }, score: 100 });
  });

  test('a DOS end-of-file mark (Ctrl-Z) after the last record is no part of the data: no warning; one inside a cell still is', async () => {
    const find = (file: string, csv: string) => documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, [], { extraFiles: { [file]: csv } });
    const { doc } = await find('dos.csv', 'Full Name,City\r\nCaitlin Myers,Chicago\r\nAnn Lee,Boston\r\n\x1a');
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.rows).toBe(2);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
    // Without a line break before it, the mark still ends the file, not the last cell.
    expect((await find('dos2.csv', 'Full Name,City\nAnn Lee,Boston\x1a')).doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ row: { City: 'Boston' } });
    // The last byte of the first chunk read (1 MiB) is a Ctrl-Z inside a cell, and more text follows: a control character.
    const tail = 'Ann Lee,Bos';
    // Rows of a kilobyte each (a long city cell) to near the chunk's end: the table's size, not its rows, reaches it.
    let before = 'Full Name,City\n';
    for (let i = 0; before.length < (1 << 20) - 2_000; i++) before += `Person ${i},City ${i} ${'x'.repeat(1_000)}\n`;
    before += `${'x'.repeat((1 << 20) - 1 - before.length - ',Pad\n'.length - tail.length)},Pad\n`;
    const late = `${before}${tail}\x1aton\n`;
    expect(late.indexOf('\x1a')).toBe((1 << 20) - 1);
    const { doc: lateDoc } = await find('late-eof.csv', late);
    expect(lateDoc.status().issues).toMatchObject([{ code: 'CSV_CONTROL_CHARACTERS' }]);
    expect(lateDoc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test('a control character past the first chunk read is removed too', async () => {
    // 1,100 rows of a kilobyte each (a long city cell, which no lookup indexes): past the first chunk read, 1 MiB.
    const rows = Array.from({ length: 1_100 }, (_, i) => `Person ${i},City ${i} ${'x'.repeat(1_000)}\n`).join('');
    const csv = `Full Name,City\n${rows}Ann\u0000 Lee,Boston\n`;
    expect(csv.indexOf('\u0000')).toBeGreaterThan(1 << 20);
    const { doc } = await documentWith({ files: ['late.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, [], { extraFiles: { 'late.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_CONTROL_CHARACTERS' }]);
    expect(doc.status().issues[0]?.message).toContain('a cell holds control characters no spreadsheet shows (line 1102, column A: NUL (U+0000))');
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test.each([
    ['UTF-32 is refused, saying to save it as CSV UTF-8', 'utf32.csv', 'is encoded as UTF-32'],
    ['a binary file named .csv (NULs throughout) is refused, saying to save it as CSV UTF-8', 'database.csv', 'are NUL bytes when read as UTF-8'],
  ])('%s', async (_name, file, says) => {
    const { doc } = await lookupOver(file, { search_column: 'A' });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_ENCODING_UNSUPPORTED', severity: 'error', file }]);
    expect(doc.status().issues[0]?.message).toContain(says);
    expect(doc.status().issues[0]?.message).toContain('save it as CSV UTF-8');
    expect(doc.tools).toEqual([]);
  });

  // Until 2026-12-06 the first and third were refused as CSV_ENCODING_UNSUPPORTED (one character in ten a NUL), and
  // the second as CSV_MALFORMED (a NUL after the closing quote read as text after it).
  test.each([
    ['a NUL ending every field, one character in eight', 'nul-terminated.csv'],
    ['a NUL after each quoted cell\'s closing quote', 'nul-terminated-quoted.csv'],
    ['a NUL in its `sep=;` line, and ending every field', 'nul-sep-line.csv'],
  ])('a legacy 8-bit file of C strings, %s, reads as its table (%s)', async (_what, file) => {
    const { doc } = await lookupOver(file, { search_column: 'Name', match_mode: 'exact' });
    expect(doc.status().files[0]?.preview).toEqual([{ Name: 'José Peña', Town: 'Málaga' }, { Name: 'Zoë Ruiz', Town: 'León' }]);
    expect(codesOf(doc)).toEqual(['CSV_NOT_UTF8', ...(file === 'nul-terminated-quoted.csv' ? [] : ['CSV_CONTROL_CHARACTERS'])]);
    expect(doc.call('find', { query: 'José Peña' })).toMatchObject({ result: 'confident', row: { Town: 'Málaga' } });
  });

  test('a UTF-8 file with one Latin-1 name reads as UTF-8, the name mended, its line named', async () => {
    const names = ['José García', 'Zoë Müller', 'François Lefèvre', 'Łukasz Wróbel'];
    const rows = Array.from({ length: 1000 }, (_, i) => `${names[i % names.length]} ${i},Málaga\n`).join('');
    const csv = Buffer.concat([Buffer.from(`Full Name,City\n${rows}`), Buffer.from('Ren\xe9e Dubois,Besan\xe7on\n', 'latin1')]);
    const { doc } = await documentWith({ files: ['mixed.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'mixed.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_NOT_UTF8', severity: 'warning', file: 'mixed.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('is UTF-8 except for 2 bytes on line 1002');
    expect(doc.status().files[0]?.preview.map((row) => row['Full Name'])).toEqual(['José García 0', 'Zoë Müller 1', 'François Lefèvre 2', 'Łukasz Wróbel 3', 'José García 4']);
    expect(doc.call('find', { full_name: 'Renée Dubois' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Renée Dubois', City: 'Besançon' } });
  });

  test('the mending decoder reads the same text wherever the file is cut into chunks', () => {
    const bytes = Buffer.concat([Buffer.from('\uFEFFZoë,山田\r\n😀,x\r'), Buffer.from('Ren\xe9e,\xe7\n', 'latin1'), Buffer.from('é')]);
    const whole = new MendingUtf8Decoder();
    expect(whole.decode(bytes, true)).toBe('Zoë,山田\r\n😀,x\rRenée,ç\né');
    expect({ stray: whole.strayBytes, lines: whole.strayLines }).toEqual({ stray: 2, lines: [3] });
    for (let cut = 0; cut <= bytes.length; cut++) {
      const split = new MendingUtf8Decoder();
      const text = split.decode(bytes.subarray(0, cut)) + split.decode(bytes.subarray(cut)) + split.decode(new Uint8Array(0), true);
      expect({ cut, text, lines: split.strayLines }).toEqual({ cut, text: 'Zoë,山田\r\n😀,x\rRenée,ç\né', lines: [3] });
    }
  });

  // Until 2026-12-06 a stray byte 0x80-0x9F read as a C1 control (U+0093), not as the character Excel wrote there.
  test('the mending decoder reads stray Windows-1252 curly quotes, a euro sign and a dash as those characters', () => {
    const bytes = Buffer.concat([Buffer.from('Zoë '), Buffer.from([0x93]), Buffer.from('Bo'), Buffer.from([0x94, 0x20, 0x80, 0x35, 0x20, 0x96])]);
    expect(new MendingUtf8Decoder().decode(bytes, true)).toBe('Zoë “Bo” €5 –');
  });

  const cutText = 'Zoë,山田\r\n😀,x\r\nRenée,ç\n';
  test.each([
    ['UTF-8 with a BOM', 'utf-8' as const, Buffer.from(`\uFEFF${cutText}`)],
    ['UTF-16 LE with a BOM', 'utf-16le' as const, Buffer.from(`\uFEFF${cutText}`, 'utf16le')],
    ['UTF-16 BE without a BOM', 'utf-16be' as const, Buffer.from(cutText, 'utf16le').swap16()],
  ])('the chunk decoder reads %s the same wherever the file is cut into chunks, the BOM dropped', (_name, encoding, bytes) => {
    for (let cut = 0; cut <= bytes.length; cut++) {
      const split = new ChunkDecoder(encoding, true);
      const text = split.decode(bytes.subarray(0, cut)) + split.decode(bytes.subarray(cut)) + split.decode(new Uint8Array(0), true);
      expect({ cut, text }).toEqual({ cut, text: cutText });
    }
  });

  test('the chunk decoder reads Windows-1252 byte for byte, and with fatal throws on bytes that are not UTF-8, cut or not', () => {
    expect(new ChunkDecoder('windows-1252').decode(Buffer.from([0x80, 0x52, 0xe9]), true)).toBe('€Ré');
    const invalid = Buffer.from([0x41, 0xc3, 0x28, 0x42]);
    for (let cut = 0; cut <= invalid.length; cut++) {
      const split = new ChunkDecoder('utf-8', true);
      expect(() => split.decode(invalid.subarray(0, cut)) + split.decode(invalid.subarray(cut)) + split.decode(new Uint8Array(0), true)).toThrow(expect.objectContaining({ code: 'ERR_ENCODING_INVALID_ENCODED_DATA' }) as unknown as Error);
    }
    // A sequence the file's end cuts short is invalid too.
    const cutShort = new ChunkDecoder('utf-8', true);
    expect(cutShort.decode(Buffer.from([0x41, 0xe5, 0xb1]))).toBe('A');
    expect(() => cutShort.decode(new Uint8Array(0), true)).toThrow();
  });

  test('stray bytes on many lines: the first five are named and the rest counted', async () => {
    const utf8 = Array.from({ length: 40 }, (_, i) => `Zoë Müller ${i},München\r\n`).join('');
    const latin1 = Array.from({ length: 7 }, (_, i) => `Ren\xe9e ${i},Paris\r\n`).join('');
    const csv = Buffer.concat([Buffer.from(`Full Name,City\r\n${utf8}`), Buffer.from(latin1, 'latin1')]);
    const { doc } = await documentWith({ files: ['mixed.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'mixed.csv': csv } });
    expect(doc.status().issues[0]?.message).toContain('7 bytes on lines 42, 43, 44, 45, 46 and 2 more');
    expect(doc.call('find', { full_name: 'Zoë Müller 3' })).toMatchObject({ result: 'confident' });
  });

  test('under an Excel sep= line, stray bytes are named by the lines an editor shows, the sep= line being line 1 (sep-stray-bytes.csv)', async () => {
    const { doc } = await lookupOver('sep-stray-bytes.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'CSV_NOT_UTF8', severity: 'warning', path: 'lookups[0].file', file: 'sep-stray-bytes.csv',
      message: messages.csvStrayBytes('sep-stray-bytes.csv', 2, [4, 6], 2),
    }]);
    expect(doc.status().issues[0]?.message).toContain('2 bytes on lines 4, 6, read as Latin-1');
    expect(doc.status().files[0]).toMatchObject({ rows: 4, columns: ['Full Name', 'City'] });
    expect(doc.call('find', { full_name: 'Renée Dubois' })).toMatchObject({ result: 'confident', row: { City: 'Paris' } });
    expect(doc.call('find', { full_name: 'François Lefèvre' })).toMatchObject({ result: 'confident', row: { City: 'Besançon' } });
  });

  test('a UTF-8 BOM in front of Latin-1 text is not read into the first header', async () => {
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Full Name,City\r\nZoë Müller,München\r\n', 'latin1')]);
    const { doc } = await documentWith({ files: ['bom-latin1.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'bom-latin1.csv': csv } });
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['CSV_NOT_UTF8']);
    expect(doc.status().files[0]?.preview).toEqual([ACCENTED[0]]);
  });

  test('quoted fields keep their commas, quotes and line breaks', async () => {
    const { doc } = await lookupOver('bom.csv', {});
    expect(doc.status().files[0]?.preview[3]).toEqual({ 'Full Name': '"Quoted" Name, Jr.', City: 'Line\nBreak' });
  });

  test.each([
    ['CRLF, then LF, then a lone CR', 'Full Name,City\r\nCaitlin Myers,Chicago\nSean Riley,Boston\rZoë Müller,München\n'],
    ['LF, then a lone CR', 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,Boston\rZoë Müller,München\n'],
    ['lone CRs, then CRLF', 'Full Name,City\rCaitlin Myers,Chicago\rSean Riley,Boston\r\nZoë Müller,München\r\n'],
  ])('records ending %s in one file are each their own row', async (_name, csv) => {
    const { doc } = await documentWith({ files: ['mixed.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'mixed.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.preview).toEqual([
      { 'Full Name': 'Caitlin Myers', City: 'Chicago' },
      { 'Full Name': 'Sean Riley', City: 'Boston' },
      { 'Full Name': 'Zoë Müller', City: 'München' },
    ]);
  });

  test('a CRLF split across two read chunks ends one record', async () => {
    // A record ends exactly where the first 1 MiB chunk does: its CR closes one chunk, its LF opens the next.
    const filler = `Person,${'x'.repeat(100)}\r\n`;
    const fillers = Math.floor(((1 << 20) - 1000) / filler.length);
    const head = `Full Name,Note\r\n${filler.repeat(fillers)}`;
    const last = `Caitlin Myers,${'x'.repeat((1 << 20) - head.length - 'Caitlin Myers,'.length - 1)}\r`;
    const csv = `${head}${last}\nSean Riley,short\r\n`;
    const { doc } = await documentWith({ files: ['split.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'split.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.rows).toBe(fillers + 2);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { Note: 'short' } });
  });

  test('a semicolon-separated file is read by its own separator', async () => {
    const { doc } = await lookupOver('semicolon.csv', {});
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'City']);
  });

  test.each([
    ['sep=; over a semicolon table whose names hold commas', 'sep=;\nFull Name;City\nGarcia, Jose;Chicago\nLee, Ann;Boston\n', {}],
    ['sep=, with a BOM and CRLF', '\uFEFFsep=,\r\nFull Name,City\r\nGarcia; Jose,Chicago\r\nLee; Ann,Boston\r\n', {}],
    ['sep=TAB', 'sep=\t\nFull Name\tCity\nGarcia, Jose\tChicago\nLee, Ann\tBoston\n', {}],
    ['sep=; and header_row 1, the header as Excel shows it', 'sep=;\nFull Name;City\nGarcia, Jose;Chicago\nLee, Ann;Boston\n', { header_row: 1 }],
    // A program writing the line through its CSV writer quotes it, as it holds the separator (Python's csv.writer):
    // until 2026-12-06 it was read as the header, one column named "sep=;".
    ['"sep=;" quoted, as a CSV writer writes it', '"sep=;"\r\nFull Name;City\r\nGarcia, Jose;Chicago\r\nLee, Ann;Boston\r\n', {}],
    ['"sep=," quoted, with a BOM', '\uFEFF"sep=,"\nFull Name,City\nGarcia; Jose,Chicago\nLee; Ann,Boston\n', {}],
  ])('an Excel separator line (%s) sets the separator and is no row', async (_name, csv, lookup) => {
    const { doc } = await documentWith({ files: ['excel.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...lookup }] }, [], { extraFiles: { 'excel.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]).toMatchObject({ rows: 2, columns: ['Full Name', 'City'] });
    expect(doc.call('find', { full_name: 'Lee Ann' }).result).not.toBe('not_found');
    expect(doc.status().files[0]?.preview[1]?.City).toBe('Boston');
  });

  test('a ragged row reads its missing cells as blank', async () => {
    const { doc } = await lookupOver('ragged.csv', {});
    expect(doc.call('find', { full_name: 'Colin Meyer' })).toMatchObject({ result: 'confident', row: { City: 'Boston', Plan: '' } });
  });

  test.each([
    ['a separator after the last field of every row (an export)', 'Full Name,City\nJose Garcia,Chicago,\nAnn Lee,Boston,\n'],
    ['on the header too', 'Full Name,City,\r\nJose Garcia,Chicago,\r\nAnn Lee,Boston,\r\n'],
    ['on some rows only', 'Full Name,City\nJose Garcia,Chicago,,\nAnn Lee,Boston\n'],
  ])('%s is no ragged row and no column', async (_name, csv) => {
    const { doc } = await documentWith({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'people.csv': csv } });
    expect(doc.status()).toMatchObject({ ok: true, issues: [] });
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'City']);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toEqual({ result: 'confident', row: { 'Full Name': 'Ann Lee', City: 'Boston' }, score: 100 });
  });

  test('a row with an extra filled cell is still ragged, and the message says the cell is extra', async () => {
    const csv = 'Full Name,City\nJose Garcia,Chicago,\nAnn Lee,Boston,VIP\nBo Ray\n';
    const { doc } = await documentWith({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'people.csv': csv } });
    const ragged = doc.status().issues.find((i) => i.code === 'CSV_RAGGED_ROWS');
    expect(ragged?.message).toContain('line 3: 3 (1 extra), line 4: 1 (1 missing)');
    expect(ragged?.message).toContain('missing cells are read as blank; extra cells are read as columns past the header\'s 2');
  });

  test('without a header, a row wider than the first has cells past the first row\'s, not the header\'s', async () => {
    const csv = 'Ann Lee,Boston\nJose Garcia,Chicago,VIP\n';
    const { doc } = await documentWith({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'A', header_row: 0 }] }, [], { extraFiles: { 'people.csv': csv } });
    const ragged = doc.status().issues.find((i) => i.code === 'CSV_RAGGED_ROWS');
    expect(ragged?.message).toContain('do not have the 2 fields most rows of this table without a header have (as line 1 does) (line 2: 3 (1 extra))');
    expect(ragged?.message).toContain('extra cells are read as columns past those, named by letter');
    expect(doc.call('find', { query: 'Jose Garcia' })).toMatchObject({ result: 'confident', row: { A: 'Jose Garcia', C: 'VIP' } });
  });

  test.each([
    ['header_row: 0', { header_row: 0 }],
    ['the header detected as absent (a phone in the first row)', {}],
  ])('without a header (%s), a first record short a field is the ragged row, not every record under it', async (_name, lookup) => {
    const { doc } = await documentWith({ files: ['headerless-first-short.csv'], lookups: [{ tool_name: 'find', search_column: 'A', ...lookup }] }, ['headerless-first-short.csv']);
    const ragged = doc.status().issues.filter((i) => i.code === 'CSV_RAGGED_ROWS');
    expect(ragged).toHaveLength(1);
    expect(ragged[0]?.message).toContain('File headerless-first-short.csv: 1 row(s) do not have the 3 fields most rows of this table without a header have (as line 2 does) (line 1: 2 (1 missing)); missing cells are read as blank.');
    expect(ragged[0]?.message).toContain('A row whose last cells are blank still needs their separators (Ann Lee,, for 3 fields).');
    expect(ragged[0]?.message).not.toContain('extra');
    expect(doc.status().files[0]?.columns).toEqual(['A', 'B', 'C']);
    expect(doc.call('find', { query: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { A: 'Caitlin Myers', B: '3125550101', C: '' } });
  });

  test('rows with only a trailing separator are not ragged when another row fills the extra field', async () => {
    const { doc } = await lookupOver('trailing-separator.csv', {});
    const ragged = doc.status().issues.filter((i) => i.code === 'CSV_RAGGED_ROWS');
    expect(ragged).toHaveLength(1);
    expect(ragged[0]?.message).toContain('2 row(s) do not have 3 fields like line 1');
    expect(ragged[0]?.message).toContain('(line 4: 4 (1 extra), line 6: 2 (1 missing))');
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'City', 'Plan', 'D']);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { Plan: 'Gold', D: '' } });
  });

  test('a table of exactly max_rows rows is accepted', async () => {
    const { doc } = await lookupOver('people.csv', { max_rows: 12 });
    expect(doc.status().issues).toEqual([]);
  });

  test('empty and separator-only lines are skipped', async () => {
    const { doc } = await lookupOver('empty-rows.csv', {});
    expect(doc.status().files[0]).toMatchObject({ rows: 2, preview: [{ 'Full Name': 'Caitlin Myers' }, { 'Full Name': 'Colin Meyer' }] });
  });

  test('a file whose first row is data has no header: columns are letters', async () => {
    const { doc } = await lookupOver('no-header.csv', { search_column: 'A' });
    expect(doc.status().files[0]).toMatchObject({ rows: 2, columns: ['A', 'B', 'C'] });
    expect(doc.tools[0]?.parameters[0]?.name).toBe('query');
  });

  test('header_row 0 treats row 1 as data even when it looks like a header', async () => {
    const { doc } = await lookupOver('people.csv', { search_column: 'A', header_row: 0 });
    expect(doc.status().files[0]).toMatchObject({ rows: 13, columns: ['A', 'B', 'C', 'D', 'E'] });
  });
});

describe('title rows in a CSV', () => {
  test('a title row above the header is skipped, with a warning naming it and the fix', async () => {
    const { doc } = await lookupOver('titled.csv', {});
    expect(doc.status().files[0]).toMatchObject({ rows: 2, columns: ['Full Name', 'City', 'Plan'] });
    expect(doc.status().issues).toMatchObject([{ code: 'TITLE_ROW_SKIPPED', severity: 'warning', file: 'titled.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('line 1 ("Customer list")');
    expect(doc.status().issues[0]?.message).toContain('header_row: 1');
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Denver' } });
  });

  test('rows are counted against the header, not the title: only the short record is ragged', async () => {
    const { doc } = await lookupOver('titled-ragged.csv', {});
    const ragged = doc.status().issues.filter((i) => i.code === 'CSV_RAGGED_ROWS');
    expect(ragged).toHaveLength(1);
    expect(ragged[0]?.message).toContain('like line 2');
    expect(ragged[0]?.message).toContain('(line 4: 2 (1 missing))');
    expect(ragged[0]?.message).toContain('missing cells are read as blank');
    expect(ragged[0]?.message).not.toContain('extra');
  });

  test('a title and a subtitle above the header are both skipped', async () => {
    const { doc } = await lookupOver('titled-twice.csv', {});
    expect(doc.status().files[0]).toMatchObject({ rows: 2, columns: ['Full Name', 'City', 'Phone'] });
    expect(doc.status().issues).toMatchObject([{ code: 'TITLE_ROW_SKIPPED' }]);
    expect(doc.status().issues[0]?.message).toContain('line 1 ("Acme Energy"), line 2 ("Customer list 2024")');
  });

  // More title rows than are skipped leave the first read as the header, its other columns blank: until 2026-12-06
  // HEADER_BLANK then said to name them or set header_row: 0, and in a workbook nothing named the header's row.
  test.each([
    ['a CSV', 'titled-four-times.csv', 'lines'],
    ['a workbook', 'titled-four-times.xlsx', 'rows'],
  ])('four title rows above the header of %s: the warning names the header below them and the header_row to set (%s)', async (_kind, file, words) => {
    const over = (lookup: Record<string, unknown>) => documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...lookup }] }, [file]);
    const { doc } = await over({});
    const blank = doc.status().issues.find((issue) => issue.code === 'HEADER_BLANK');
    const word = words.slice(0, -1);
    expect(blank?.message).toContain(`Most likely ${words} 1, 2, 3, 4 are a title above the table, not its header (without a header_row, up to 3 title ${words} are skipped): ${word} 5 ("Full Name", "City", "Phone") reads as a header and the rows below it line up with it. Set header_row: 5.`);
    const fixed = (await over({ header_row: 5 })).doc;
    expect(fixed.status().issues).toEqual([]);
    expect(fixed.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Denver' } });
  });

  // A search column misspelt there named no row: until 2026-12-06 `switchboard lookup` said only that "Full Nmae" is
  // not among "Acme Energy", "B", "C", where `inspect`'s HEADER_BLANK named the header five rows down.
  test.each([
    ['a CSV', 'titled-four-times.csv', 'line'],
    ['a workbook', 'titled-four-times.xlsx', 'row'],
  ])('four title rows above the header of %s: a misspelt search column is answered with the header\'s row and name (%s)', async (_kind, file, word) => {
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Nmae' }] }, [file]);
    const expected = `"Full Name", the name most likely meant, is a cell of ${word} 5: if that ${word} is the header, set header_row: 5 and name the column "Full Name".`;
    expect(doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message).toContain(expected);
    expect(() => doc.call('find', { full_nmae: 'Sean Riley' })).toThrow(expected);
  });

  test('a misspelt search column under a header read right names no early row (report-title.csv, read from its header)', async () => {
    const { doc } = await documentWith({ files: ['report-title.csv'], lookups: [{ tool_name: 'find', search_column: 'Leds' }] }, ['report-title.csv']);
    expect(doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message).not.toContain('is a cell of');
  });

  test.each([
    ['a sparse first column under its header', 'Name,\nCaitlin Myers,\nBob Smith,\nJoe Bloggs,VIP\nAnn Lee,\n', 4],
    ['a footer wider than the records above it', 'Name\nCaitlin Myers\nBob Smith\nJoe Bloggs\nUpdated by,Jane Doe\n', 4],
    ['a footer under two records', 'Name\nCaitlin Myers\nBob Smith\nUpdated by,Jane Doe\n', 3],
  ])('%s: no row is taken for a title', async (_name, text, rows) => {
    const { doc } = await documentWith({ files: ['t.csv'], lookups: [{ tool_name: 'find', search_column: 'Name' }] }, [], { extraFiles: { 't.csv': text } });
    expect(doc.status().issues.map((i) => i.code)).not.toContain('TITLE_ROW_SKIPPED');
    expect(doc.status().files[0]).toMatchObject({ rows, columns: ['Name', 'B'] });
  });

  test('a table exactly max_rows long under a title and a subtitle is accepted', async () => {
    const { doc } = await lookupOver('titled-twice.csv', {}, { maxRows: 2 });
    expect(doc.status().issues.map((i) => i.code)).toEqual(['TITLE_ROW_SKIPPED']);
    expect(doc.tools.map((t) => t.name)).toEqual(['find']);
  });

  test('a first record with a blank cell is kept as data, not skipped as a title', async () => {
    const { doc } = await lookupOver('first-record-blank.csv', { search_column: 'A' });
    expect(doc.status().files[0]).toMatchObject({ rows: 3, columns: ['A', 'B'] });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { query: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { A: 'Ann Lee' } });
  });

  // A one-cell first record over records of words reads as a title over a header when header_row is left out (the
  // warnings name header_row); header_row: 0 says there is no header, so no row above one is skipped either.
  test('header_row 0 keeps a narrow first record as data, not skipped as a title', async () => {
    const csv = 'Ann Lee\nBob Ray,Boston\nCy Young,Hull\n';
    const over = (lookup: Record<string, unknown>) => documentWith({ files: ['names.csv'], lookups: [{ tool_name: 'find', search_column: 'A', ...lookup }] }, [], { extraFiles: { 'names.csv': csv } });
    const detected = (await over({})).doc;
    expect(codesOf(detected)).toEqual(['TITLE_ROW_SKIPPED', 'HEADER_GUESSED']);
    const headerless = (await over({ header_row: 0 })).doc;
    expect(codesOf(headerless)).not.toContain('TITLE_ROW_SKIPPED');
    expect(headerless.status().files[0]).toMatchObject({ rows: 3, columns: ['A', 'B'] });
    expect(headerless.call('find', { query: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { A: 'Ann Lee', B: '' } });
  });
});

describe('durations under elapsed-time formats', () => {
  // Until 2026-12-06 a duration past a day read as a date of January 1900 ("1900-01-01 12:00:00" for 36 hours), and one
  // under a day as a time of day ("00:14:24" for 14 minutes 24 seconds under [mm]:ss).
  const rows = [
    ['Full Name', 'Hours', 'Talk', 'Overtime', 'Callback', 'Shift', 'Lap'],
    ['Caitlin Myers', '36:00', '14:24', '18:00:00', '12:00:00', '12:00:00', '36:00:00.50'],
    ['Sean Riley', '3:00', '3240:00', '30:00:00', '18:00:00', '30:00:00', '0:00:04.25'],
  ];
  test.each([
    ['read-excel-file', 'elapsed-times.xlsx', undefined], ['the direct reader', 'elapsed-times.xlsx', readSheetCells],
    ['read-excel-file', 'elapsed-times-1904.xlsx', undefined], ['the direct reader', 'elapsed-times-1904.xlsx', readSheetCells],
  ] as const)('read as the sheet shows them; a time of day as before (%s, %s)', async (_name, file, reader) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, file), file, reader), file, undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual(rows);
  });

  test.each([
    ['[h]:mm', 1.5, '36:00'], ['[h]:mm', 0.125, '3:00'], ['[mm]:ss', 0.01, '14:24'], ['[hh]:mm:ss', 1 / 86400, '00:00:01'],
    ['[s]', 0.5, '43200'], ['[h]" hours "mm" minutes"', 1.5, '36 hours 00 minutes'],
    ['[h]:mm:ss.00', 1.5 + 0.5 / 86400, '36:00:00.50'], ['[h]:mm:ss.00', 4.256 / 86400, '0:00:04.26'], ['[mm]:ss.0', 59.96 / 86400, '01:00.0'],
    ['[ss].000', 1.0005 / 86400, '01.001'],
  ])('elapsedShown(%s) makes %s read %s', (format, days, shown) => {
    expect(elapsedShown(format)?.(days)).toBe(shown);
  });

  test.each([
    ['a duration', '<row r="2"><c r="B2" s="1"><v>1.5</v></c></row>', [['B2', '36:00']]],
    ['a blank styled cell before a number of another style', '<row r="2"><c r="B2" s="1"/><c r="C2"><v>1.5</v></c></row>', []],
    ['a prefixed cell with a formula', '<x:row r="2"><x:c r="B2" s="1"><x:f>A2*2</x:f><x:v>0.5</x:v></x:c></x:row>', [['B2', '12:00']]],
    ['a negative duration (read as the number stored)', '<row r="2"><c r="B2" s="1"><v>-0.25</v></c></row>', []],
    ['a text cell', '<row r="2"><c r="B2" s="1" t="s"><v>3</v></c></row>', []],
  ])('elapsedCells: %s', (_case, xml, cells) => {
    expect([...elapsedCells(xml, new Map([[1, elapsedShown('[h]:mm')!]]))]).toEqual(cells);
  });

  test.each([['h:mm'], ['yyyy-mm-dd'], ['[Red]0.00'], ['[h]:mm.00'], ['[h]:mm:ss.0000'], ['[h]:mm AM/PM']])('elapsedShown(%s) is no elapsed format', (format) => {
    expect(elapsedShown(format)).toBeUndefined();
  });
});

describe('hidden rows and columns', () => {
  // Decided: read like any others (a lookup never drops a customer without a word), and said, since a filter may mean
  // "not these". Until 2026-12-06 they were read and nothing said so.
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('are read, and XLSX_HIDDEN_CELLS names them and the filter; columns hidden past the table are not named (hidden-rows.xlsx, %s)', async (_name, reader) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, 'hidden-rows.xlsx'), 'hidden-rows.xlsx', reader), 'hidden-rows.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows.map((row) => row[0])).toEqual(['Full Name', 'Caitlin Myers', 'Sean Riley', 'Ann Lee']);
    expect(sheet.issues).toEqual([{
      code: 'XLSX_HIDDEN_CELLS', severity: 'warning', path: 'hidden-rows.xlsx', file: 'hidden-rows.xlsx',
      message: 'File hidden-rows.xlsx, sheet Customers: row 3 is hidden (the sheet has a filter, which hides the rows it leaves out), and column C is hidden; hidden rows and columns are read like any others, so a caller in a hidden row is found and a hidden column is returned. If they were hidden to leave those records or columns out, delete them from the workbook (or name return_columns); if not, nothing needs doing.',
    }]);
  });

  test('a caller in a hidden row is found, with the hidden column (hidden-rows.xlsx)', async () => {
    const { doc } = await lookupOver('hidden-rows.xlsx', {});
    expect(codesOf(doc)).toEqual(['XLSX_HIDDEN_CELLS']);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', Phone: '07700 900456', 'Internal Code': 'X2', Status: 'Closed' }, score: 100 });
  });
});

describe('negative times', () => {
  // Until 2026-12-06 a negative time in a 1904 workbook read as the number stored, -0.25, where Excel shows -6:00.
  // In the 1900 date system Excel shows ##### for them: they read as stored, as any negative under a date format.
  test.each([
    ['read-excel-file', 'negative-times-1904.xlsx', undefined, ['-06:00:00', '-36:00', '-06:00:00', '-5']],
    ['the direct reader', 'negative-times-1904.xlsx', readSheetCells, ['-06:00:00', '-36:00', '-06:00:00', '-5']],
    ['read-excel-file', 'negative-times.xlsx', undefined, ['-0.25', '-1.5', '-1.25', '-5']],
    ['the direct reader', 'negative-times.xlsx', readSheetCells, ['-0.25', '-1.5', '-1.25', '-5']],
  ] as const)('read with a minus sign before the time Excel shows in the 1904 date system, as stored in the 1900 one (%s, %s)', async (_name, file, reader, negatives) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, file), file, reader), file, undefined, 100);
    const positives = file === 'negative-times.xlsx' ? ['06:00:00', '36:00', '06:00:00', '1900-01-01'] : ['06:00:00', '36:00', '06:00:00', '1904-01-02'];
    expect(sheet.ok && sheet.sheet.rows).toEqual([['Full Name', 'Offset', 'Owed', 'Lap', 'Due'], ['Caitlin Myers', ...negatives], ['Sean Riley', ...positives]]);
  });

  test('a lookup returns them so (negative-times-1904.xlsx)', async () => {
    const { doc } = await lookupOver('negative-times-1904.xlsx', {});
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', Offset: '-06:00:00', Owed: '-36:00', Lap: '-06:00:00', Due: '-5' }, score: 100 });
  });
});

describe('typed workbook cells', () => {
  test.each([
    ['a long phone stored as a number', 'Phone', '15555550123'],
    ['a date', 'Date of birth', '1990-05-17'],
    ['a decimal number', 'Balance', '1234.5'],
    ['a formula, as its computed value', 'Annual Fee', '2469'],
    ['a boolean', 'Active', 'TRUE'],
  ])('%s reads as text', async (_name, column, text) => {
    const { doc } = await lookupOver('typed.xlsx', {});
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { [column]: text } });
  });

  test('a date with a time keeps the time to the second', async () => {
    const { doc } = await lookupOver('typed.xlsx', {});
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ row: { 'Date of birth': '2001-01-31 14:30:00' } });
  });

  // Until 2026-12-06 a time alone read as a moment of the spreadsheet's day 0: "1899-12-30 12:00:00" (Windows),
  // "1904-01-01 12:00:00" (a Mac workbook of the 1904 date system), which an agent would read out as a date.
  test.each(['callback-times.xlsx', 'callback-times-1904.xlsx'])('a time of day alone reads as the time the sheet shows (%s)', async (file) => {
    const { doc } = await lookupOver(file, {});
    expect(doc.status().files[0]?.preview).toEqual([
      { 'Full Name': 'Caitlin Myers', 'Callback Time': '12:00:00', 'Shift Start': '07:30:00', 'Last Call': '2026-12-01 09:15:00' },
      { 'Full Name': 'Sean Riley', 'Callback Time': '18:00:00', 'Shift Start': '00:00:00', 'Last Call': '2026-12-02' },
      { 'Full Name': 'Ann Lee', 'Callback Time': '14:30:00', 'Shift Start': '08:00:00', 'Last Call': '2026-12-03 16:45:30' },
    ]);
  });

  // Until 2026-12-06 a number of a day or more under a format of a time alone read as a date-time of January 1900 (or
  // 1904): 1.25 under h:mm read "1900-01-01 06:00:00", where Excel shows 6:00.
  test.each([
    ['read-excel-file', 'times-past-a-day.xlsx', undefined], ['the direct reader', 'times-past-a-day.xlsx', readSheetCells],
    ['read-excel-file', 'times-past-a-day-1904.xlsx', undefined], ['the direct reader', 'times-past-a-day-1904.xlsx', readSheetCells],
  ] as const)('a day or more under a time-of-day format reads as the time the sheet shows (%s, %s)', async (_name, file, reader) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, file), file, reader), file, undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([
      ['Full Name', 'Start', 'End', 'Clock'],
      ['Caitlin Myers', '06:00:00', '18:00:00', '12:00:00'],
      ['Sean Riley', '06:00:00', '12:00:00', '00:00:00'],
    ]);
  });

  test.each([
    ['a day and a quarter', '<row r="2"><c r="B2" s="1"><v>1.25</v></c></row>', [['B2', '06:00:00']]],
    ['a prefixed cell with a formula, in single quotes', "<x:row r='2'><x:c r='B2' s='1'><x:f>A2+1</x:f><x:v>2.5</x:v></x:c></x:row>", [['B2', '12:00:00']]],
    ['a time under a day (read as one already)', '<row r="2"><c r="B2" s="1"><v>0.25</v></c></row>', []],
    ['a text cell, a blank one and one of another style', '<row r="2"><c r="B2" s="1" t="s"><v>3</v></c><c r="C2" s="1"/><c r="D2" s="11"><v>1.5</v></c></row>', []],
  ])('daysPastTimes: %s', (_case, xml, cells) => {
    expect([...daysPastTimes(xml, new Set([1]))]).toEqual(cells);
  });

  test('the empty row between records is skipped', async () => {
    const { doc } = await lookupOver('typed.xlsx', {});
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Accounts', rows: 3 });
  });

  test('a merged title row above the header is skipped', async () => {
    const { doc } = await lookupOver('typed.xlsx', { sheet: 'Titled' });
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Titled', rows: 2, columns: ['Full Name', 'City', 'Plan'] });
  });

  test('header_row names the header; rows above it are skipped', async () => {
    const { doc } = await lookupOver('typed.xlsx', { sheet: 'Titled', header_row: 2 });
    expect(doc.status().files[0]).toMatchObject({ rows: 2, columns: ['Full Name', 'City', 'Plan'] });
  });

  test('a phone stored as a number matches a phone typed with punctuation', async () => {
    const { doc } = await lookupOver('typed.xlsx', { search_column: 'Phone', match_mode: 'exact' });
    expect(doc.call('find', { phone: '+1 (555) 555-0123' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
  });
});

// Until 2026-12-05 a workbook whose first sheet is a chart sheet was FILE_UNREADABLE ("Cannot read properties of
// undefined (reading 'map')"), and one of a chart sheet alone XLSX_CORRUPT.
describe('a chart sheet shown first (chart-sheet-first.xlsx)', () => {
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('%s: without "sheet", the first worksheet is read', async (_name, reader) => {
    const file = 'chart-sheet-first.xlsx';
    const book = await readWorkbook(join(FIXTURES, file), file, reader);
    expect(book.ok && book.sheets.map(({ name, chart, rows }) => ({ name, chart, rows: rows.length }))).toEqual([{ name: 'Orders Chart', chart: true, rows: 0 }, { name: 'Sales', chart: false, rows: 4 }]);
    const outcome = selectSheet(book, file, undefined, 100);
    expect(outcome.ok && { sheet: outcome.sheet.sheet, rows: outcome.sheet.rows }).toEqual({ sheet: 'Sales', rows: [['Full Name', 'City', 'Orders'], ['Ann Lee', 'Leeds', '12'], ['Bo Chen', 'York', '7'], ['Cy Dee', 'Hull', '3']] });
  });

  test('a lookup without "sheet" reads the worksheet, and finds its rows', async () => {
    const { doc } = await lookupOver('chart-sheet-first.xlsx', {});
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Sales', rows: 3 });
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York', Orders: '7' } });
  });

  test('"sheet" naming the chart sheet is SHEET_IS_CHART, naming the worksheet to set', async () => {
    const { doc } = await lookupOver('chart-sheet-first.xlsx', { sheet: 'orders chart' });
    expect(doc.status().issues).toEqual([{
      code: 'SHEET_IS_CHART', severity: 'error', path: 'lookups[0].sheet', file: 'chart-sheet-first.xlsx',
      message: 'Sheet "Orders Chart" of workbook chart-sheet-first.xlsx is a chart sheet: a chart fills it, and it has no cells, so there is no table to look up. Set "sheet": "Sales" on the lookup to read the worksheet with rows.',
    }]);
    expect(doc.tools).toEqual([]);
  });

  // Until 2026-12-05 it said "the first one it shows", which is the chart sheet.
  test('an empty worksheet after the chart sheet is FILE_EMPTY naming it as the first worksheet shown, and the sheet with rows (chart-sheet-then-empty.xlsx)', async () => {
    const { doc } = await lookupOver('chart-sheet-then-empty.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'FILE_EMPTY', severity: 'error', path: 'lookups[0].file', file: 'chart-sheet-then-empty.xlsx',
      message: 'Sheet "Sheet1" of workbook chart-sheet-then-empty.xlsx, the first worksheet it shows (the chart sheet "Orders Chart" before it holds no cells), is empty: it has no rows at all. Sheets with rows: "Sales". Set "sheet": "Sales" on the lookup to read it.',
    }]);
    const { doc: named } = await lookupOver('chart-sheet-then-empty.xlsx', { sheet: 'Sales' });
    expect(named.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York', Orders: '7' } });
  });

  test('a note of one row after the chart sheet is FILE_HEADER_ONLY naming it as the first worksheet shown (chart-sheet-then-note.xlsx)', async () => {
    const { doc } = await lookupOver('chart-sheet-then-note.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'FILE_HEADER_ONLY', severity: 'error', path: 'lookups[0].file', file: 'chart-sheet-then-note.xlsx',
      message: 'Sheet "Read Me" of workbook chart-sheet-then-note.xlsx, the first worksheet it shows (the chart sheet "Orders Chart" before it holds no cells), has one row and no data under it (a note or a title sheet). Sheets with more rows: "Sales". Set "sheet": "Sales" on the lookup to read it.',
    }]);
  });

  test('a workbook of a chart sheet alone (its data sheet deleted) is SHEET_IS_CHART, saying to name the table\'s file (chart-sheet-only.xlsx)', async () => {
    const { doc } = await lookupOver('chart-sheet-only.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'SHEET_IS_CHART', severity: 'error', path: 'lookups[0].file', file: 'chart-sheet-only.xlsx',
      message: 'Workbook chart-sheet-only.xlsx holds one sheet, "Orders Chart", and it is a chart sheet: a chart fills it, and it has no cells, so there is no table to look up. Name the workbook or CSV that holds the table the chart draws on instead.',
    }]);
  });
});

describe('an empty sheet', () => {
  test('an empty first sheet names the sheets that have rows and the "sheet" setting', async () => {
    const { doc } = await lookupOver('emptyfirst.xlsx', {});
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_EMPTY', severity: 'error', path: 'lookups[0].file', file: 'emptyfirst.xlsx' }]);
    expect(doc.status().issues[0]?.message).toBe(
      'Sheet "Sheet1" of workbook emptyfirst.xlsx, the first one it shows, is empty: it has no rows at all. Sheets with rows: "Data". Set "sheet": "Data" on the lookup to read it.',
    );
  });

  test('an empty sheet named by "sheet" names the others too', async () => {
    const { doc } = await lookupOver('emptyfirst.xlsx', { sheet: 'Notes' });
    expect(doc.status().issues[0]?.message).toContain('Sheet "Notes" of workbook emptyfirst.xlsx is empty');
    expect(doc.status().issues[0]?.message).toContain('Set "sheet": "Data"');
  });

  test('with "sheet": "Data" the table is read', async () => {
    const { doc } = await lookupOver('emptyfirst.xlsx', { sheet: 'Data' });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });
});

describe('a header without rows', () => {
  test('a CSV names its header row and the fix (header-only.csv)', async () => {
    const { doc } = await lookupOver('header-only.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'FILE_HEADER_ONLY', severity: 'error', path: 'lookups[0].file', file: 'header-only.csv',
      message: 'File header-only.csv has a header row (line 1: "Full Name", "City") but no data rows under it. Add the rows, or set header_row: 0 if line 1 is data.',
    }]);
  });

  test('a note sheet shown first names the sheets with the table, and "sheet" reads it (readme-first.xlsx)', async () => {
    const { doc } = await lookupOver('readme-first.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'FILE_HEADER_ONLY', severity: 'error', path: 'lookups[0].file', file: 'readme-first.xlsx',
      message: 'Sheet "Read me" of workbook readme-first.xlsx, the first one it shows, has one row and no data under it (a note or a title sheet). Sheets with more rows: "Customers". Set "sheet": "Customers" on the lookup to read it.',
    }]);
    const named = (await lookupOver('readme-first.xlsx', { sheet: 'Customers' })).doc;
    expect(named.status().issues).toEqual([]);
    expect(named.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York' } });
  });
});

describe('hidden sheets', () => {
  const hiding = new URL('./fixtures/hidden-sheets.xlsx', import.meta.url).pathname;

  test('with no sheet named, the first sheet the workbook shows is read, not a hidden one before it', async () => {
    const { doc } = await lookupOver('hidden-sheets.xlsx', { search_column: 'Full Name' });
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Customers', rows: 1 });
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { City: 'Chicago' } });
  });

  test('a hidden sheet named in the lookup is read', async () => {
    const { doc } = await lookupOver('hidden-sheets.xlsx', { search_column: 'Full Name', sheet: 'Archive' });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test('hidden and very hidden sheets are found by name, with XML entities read', async () => {
    const facts = sheetFacts(await readFile(hiding));
    expect([...facts].map(([name, { hidden }]) => [name, hidden])).toEqual([['R&D <lists>', true], ['Customers', false], ['Archive', true]]);
    const book = await readWorkbook(hiding, 'hidden-sheets.xlsx');
    expect(book.ok && book.sheets.map((sheet) => [sheet.name, sheet.hidden])).toEqual([['R&D <lists>', true], ['Customers', false], ['Archive', true]]);
  });

  test('bytes that are no zip hide nothing (the reader reports the damage)', () => {
    expect(sheetFacts(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toEqual(new Map());
  });
});

describe('a search column on another sheet than the one read', () => {
  // Until 2026-12-06 the message listed the first sheet's columns alone, and a Numbers export (its "Export Summary"
  // first) left the author to find out which sheet the table was on.
  const hint = messages.columnOnOtherSheets('Full Name', ['Sheet 1 - Customers'], false);
  test('names the sheet that heads it, and says to set "sheet" (numbers-export.xlsx)', async () => {
    const { doc } = await lookupOver('numbers-export.xlsx', { additional_search_columns: ['City'] });
    const unknown = doc.status().issues.filter((issue) => issue.code === 'COLUMN_UNKNOWN');
    expect(unknown.map((issue) => [issue.path, issue.message])).toEqual([
      ['lookups[0].search_column', expect.stringMatching(/^Column "Full Name" is not in numbers-export\.xlsx \[Export Summary\]\./)],
      ['lookups[0].additional_search_columns[0].column', expect.stringContaining('Sheet "Sheet 1 - Customers" has a column "City": set "sheet": "Sheet 1 - Customers"')],
    ]);
    expect(unknown[0]?.message.endsWith(hint)).toBe(true);
  });

  test('an entry broken otherwise gets the hint too, and a sheet named says no more than to set it', async () => {
    const broken = await lookupOver('numbers-export.xlsx', { min_score: 'high' });
    expect(broken.doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message.endsWith(hint)).toBe(true);
    const named = await lookupOver('numbers-export.xlsx', { sheet: 'Export Summary' });
    expect(named.doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message.endsWith(messages.columnOnOtherSheets('Full Name', ['Sheet 1 - Customers'], true))).toBe(true);
  });

  test('with the sheet set, as the message says, the lookup works', async () => {
    const { doc } = await lookupOver('numbers-export.xlsx', { sheet: 'Sheet 1 - Customers' });
    expect(codesOf(doc)).toEqual(['TITLE_ROW_SKIPPED']);
    expect(doc.call('find', { full_name: 'Kaitlyn Meyers' })).toMatchObject({ result: 'confident', row: { City: 'Chicago' } });
  });

  test('a column no sheet heads gets no hint', async () => {
    const { doc } = await lookupOver('numbers-export.xlsx', { search_column: 'Surname' });
    expect(doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message).not.toContain('set "sheet"');
  });
});

describe('a sheet named in two cases', () => {
  test('"Customers" and "customers" are one sheet (Excel holds no two such): read once, its warnings given once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(['Full Name', 'City', 'Balance']);
    sheet.addRow(['Caitlin Myers', 'Chicago', { error: '#DIV/0!' }]);
    sheet.addRow(['Sean Riley', 'Denver', 3]);
    const folder = mkdtempSync(join(tmpdir(), 'sheet-case-'));
    await workbook.xlsx.writeFile(join(folder, 'book.xlsx'));
    const { doc } = await documentWith({ files: ['book.xlsx'], lookups: [
      { tool_name: 'by_name', search_column: 'Full Name', sheet: 'Customers' },
      { tool_name: 'by_city', search_column: 'City', sheet: 'customers' },
    ] }, [], { extraFiles: { 'book.xlsx': readFileSync(join(folder, 'book.xlsx')) } });
    expect(doc.status().issues.map((issue) => [issue.code, issue.path])).toEqual([['XLSX_ERROR_CELLS', 'lookups[0].sheet']]);
    expect(doc.call('by_city', { city: 'Denver' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Sean Riley' } });
  });
});

describe('a sheet named otherwise than the workbook writes it', () => {
  // Until 2026-12-06 a sheet named "Customers " could not be read: the document's value is trimmed, and the message
  // answered "Customers" with `did you mean "Customers "?`, a difference no one sees.
  test.each(['Customers', 'Customers ', ' customers', 'CUSTOMERS'])('a name differing in spaces or case alone reads the sheet (sheet-name-spaced.xlsx, %j)', async (sheet) => {
    const { doc } = await lookupOver('sheet-name-spaced.xlsx', { sheet });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test('a number is a name: meant as a place, the sheet there is named in the message', async () => {
    const { doc } = await lookupOver('sheet-name-spaced.xlsx', { sheet: 2 });
    expect(doc.status().issues).toEqual([{
      code: 'SHEET_NOT_FOUND', severity: 'error', path: 'lookups[0].sheet', file: 'sheet-name-spaced.xlsx',
      message: messages.sheetNotFound('sheet-name-spaced.xlsx', '2', ['Summary', 'Customers '], 'Customers '),
    }]);
    expect(doc.status().issues[0]?.message).toContain('if you meant sheet 2 of the workbook, set "sheet": "Customers ".');
    const beyond = await lookupOver('sheet-name-spaced.xlsx', { sheet: 3 });
    expect(beyond.doc.status().issues[0]?.message).toBe(messages.sheetNotFound('sheet-name-spaced.xlsx', '3', ['Summary', 'Customers ']));
  });
});

describe('numbers a workbook shows with leading zeros', () => {
  // (A balance under "0.00" read as stored, "12.5", until 2026-12-06: see 'numbers a workbook shows to fixed decimals'.)
  test('read as the workbook shows them: a ZIP code 02134, an account 000123, a ZIP+4', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(['Full Name', 'ZIP', 'Account', 'ZIP+4', 'Balance']);
    sheet.addRow(['Caitlin Myers', 2134, 123, 21341234, 12.5]);
    sheet.addRow(['Sean Riley', 60601, 4567, 606011234, 3]);
    for (const [column, format] of [[2, '00000'], [3, '000000'], [4, '00000\\-0000'], [5, '0.00']] as const) sheet.getColumn(column).eachCell((cell, row) => { if (row > 1) cell.numFmt = format; });
    const folder = mkdtempSync(join(tmpdir(), 'padded-'));
    await workbook.xlsx.writeFile(join(folder, 'padded.xlsx'));
    const { doc } = await documentWith({ files: ['padded.xlsx'], lookups: [
      { tool_name: 'by_zip', search_column: 'ZIP', match_mode: 'exact' },
      { tool_name: 'by_account', search_column: 'Account', match_mode: 'exact' },
    ] }, [], { extraFiles: { 'padded.xlsx': readFileSync(join(folder, 'padded.xlsx')) } });
    expect(doc.status().files[0]?.preview[0]).toEqual({ 'Full Name': 'Caitlin Myers', ZIP: '02134', Account: '000123', 'ZIP+4': '02134-1234', Balance: '12.50' });
    expect(doc.call('by_zip', { zip: 'oh two one three four' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
    expect(doc.call('by_account', { account: '000123' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
    expect(doc.call('by_zip', { zip: '60601' })).toMatchObject({ result: 'confident', row: { ZIP: '60601' } });
  });

  test.each([
    ['00000', '2134', '02134'],
    ['00000-0000', '21341234', '02134-1234'],
    ['000\\-00\\-0000', '12345678', '012-34-5678'],
    ['"#"00000', '2134', undefined],
    ['00000', '1234567', '1234567'],
    ['0', '5', undefined],
    ['0.00', '5', undefined],
    ['#,##0', '5', undefined],
  ])('the format %s makes %s read %s', (format, stored, shown) => {
    expect(zeroPadding(format)?.(stored)).toBe(shown);
  });
});

describe('numbers a double cannot hold as written', () => {
  // Until 2026-12-06 a formula's result read with its binary noise ("0.30000000000000004", "110.00000000000001"), and a
  // long number in exponent form went through a double: 1.2345678901234501E+18 read "1234567890123450112", digits
  // neither the sheet shows nor anyone typed.
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read to 15 significant digits, as Excel shows them; an integer written whole is kept (computed-numbers.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'computed-numbers.xlsx'), 'computed-numbers.xlsx', reader);
    const sheet = selectSheet(book, 'computed-numbers.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([
      ['Full Name', 'Balance', 'Price', 'Card Number'],
      ['Caitlin Myers', '0.3', '110', '1234567890123450000'],
      ['Sean Riley', '3.3', '12.5', '4111111111111111'],
    ]);
  });

  test.each([
    ['1.5555550123E10', '15555550123'], ['1E-3', '0.001'], ['-2.5E-2', '-0.025'], ['12.345678901234567', '12.3456789012346'],
    ['9.9999999999999999E+20', '1000000000000000000000'], ['123456789012345678901', '123456789012345678901'], ['1234.5', '1234.5'],
    ['1.7976931348623157E+308', '1.7976931348623157E+308'],
  ])('a stored %s reads %s', (stored, text) => {
    expect(cellText(new StoredNumber(stored))).toBe(text);
  });
});

describe('the total row of an Excel table', () => {
  // Until 2026-12-06 it was a record: a customer named "Total".
  test('is skipped, with FOOTER_ROWS_SKIPPED naming it and its table (table-total-row.xlsx)', async () => {
    const { doc } = await lookupOver('table-total-row.xlsx', {});
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Customers', rows: 2 });
    expect(doc.status().issues).toEqual([{
      code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'table-total-row.xlsx',
      message: messages.tableTotalsRowsSkipped('table-total-row.xlsx', 'Customers', [{ row: 4, table: 'Customers', range: 'A1:C4', cells: ['Total', '200'] }]),
    }]);
    expect(doc.status().issues[0]?.message).toBe('File table-total-row.xlsx [Customers]: row 4 ("Total", "200") is the total row of the Excel table "Customers" (A1:C4): it holds the table\'s totals, not a record, and was skipped.');
    expect(doc.call('find', { full_name: 'Total' })).toEqual({ result: 'not_found' });
  });

  test('a table without one keeps its last row, whatever it holds', async () => {
    const { doc } = await lookupOver('table-total-row.xlsx', { sheet: 'Plans', search_column: 'Plan' });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { plan: 'Total' })).toMatchObject({ result: 'confident', row: { Price: '30' } });
  });
});

describe('a German customer list as Excel on Windows saves it (kunden-excel-export.csv)', () => {
  const lookups = [
    { tool_name: 'find_customer', search_column: 'Name', additional_search_columns: [{ column: 'Ort', param_name: 'city' }] },
    { tool_name: 'find_by_number', search_column: 'Kundennummer', match_mode: 'exact' },
  ];

  test('reads its records: the "Summe" row of totals is skipped, its blank rows and columns dropped', async () => {
    const { doc } = await documentWith({ files: ['kunden-excel-export.csv'], lookups }, ['kunden-excel-export.csv']);
    expect(codesOf(doc)).toEqual(['CSV_NOT_UTF8', 'FOOTER_ROWS_SKIPPED', 'HEADER_DUPLICATE']);
    expect(doc.status().issues[1]?.message).toBe(messages.totalsRowsSkipped('kunden-excel-export.csv', [{ line: 7, cells: ['Summe', '1.349,25'] }], 'line'));
    expect(doc.status().files[0]).toMatchObject({ rows: 4, columns: ['Kundennummer', 'Name', 'Straße', 'PLZ', 'Ort', 'Telefon', 'Geburtsdatum', 'Telefon (H)', 'Umsatz'] });
    expect(doc.call('find_by_number', { kundennummer: 'Summe' })).toEqual({ result: 'not_found' });
  });

  test('its second "Telefon" column is named as results and references name it', async () => {
    const { doc } = await documentWith({ files: ['kunden-excel-export.csv'], lookups: [{ tool_name: 'by_mobile', search_column: 'Telefon (H)', match_mode: 'exact' }] }, ['kunden-excel-export.csv']);
    expect(doc.status().issues.find((issue) => issue.code === 'HEADER_DUPLICATE')?.message).toBe('File kunden-excel-export.csv: header "Telefon" appears in columns F, H; a reference by name means the first one, and the others are named "Telefon (H)", in the rows returned and to search or return them. Rename them in the file to give them names of their own.');
    expect(doc.call('by_mobile', { telefon: '0171 2345678' })).toMatchObject({ result: 'confident', row: { Name: 'Jürgen Weber' } });
  });

  test('finds its customers as they are written', async () => {
    const { doc } = await documentWith({ files: ['kunden-excel-export.csv'], lookups }, ['kunden-excel-export.csv']);
    expect(doc.call('find_customer', { query: 'Zoe Mueller' })).toMatchObject({ result: 'confident', row: { Kundennummer: '000124', Straße: 'Am Markt 1\nHinterhaus' } });
    expect(doc.call('find_customer', { query: 'Anna Weber', city: 'Berlin' })).toMatchObject({ result: 'confident', row: { Name: 'Weber, Anna' } });
    expect(doc.call('find_by_number', { kundennummer: '000123' })).toMatchObject({ result: 'confident', row: { Name: 'Jürgen Weber', PLZ: '01067' } });
  });
});

describe('a row of totals under the records', () => {
  // Until 2026-12-06 it was a record: a customer named "Total", "Grand Total" or "Sum".
  test.each([
    ['Total,,7,1234', ['Total', '7', '1234']],
    ['Grand Total,,7,"$1,234.50"', ['Grand Total', '7', '$1,234.50']],
    ['Sum,,,1234', ['Sum', '1234']],
    ['TOTAL (2 records),,7,"(1.234,50 €)"', ['TOTAL (2 records)', '7', '(1.234,50 €)']],
    // As Excel in other languages labels them: German, French, Spanish, Italian, Portuguese, Dutch.
    ['Summe,,7,"1.234,50"', ['Summe', '7', '1.234,50']],
    ['Gesamtsumme:,,7,1234', ['Gesamtsumme:', '7', '1234']],
    ['Gesamtergebnis,,7,1234', ['Gesamtergebnis', '7', '1234']],
    ['Total général,,7,"1 234,50 €"', ['Total général', '7', '1 234,50 €']],
    ['Sous-total,,7,1234', ['Sous-total', '7', '1234']],
    ['Total general,,7,1234', ['Total general', '7', '1234']],
    ['Totale complessivo,,7,1234', ['Totale complessivo', '7', '1234']],
    ['Total geral,,7,1234', ['Total geral', '7', '1234']],
    ['Eindtotaal,,7,1234', ['Eindtotaal', '7', '1234']],
  ])('%s, last in a CSV, is skipped with FOOTER_ROWS_SKIPPED', async (line, cells) => {
    const csv = `Full Name,City,Orders,Balance\r\nCaitlin Myers,Chicago,3,100\r\nSean Riley,Boston,4,1134\r\n${line}\r\n`;
    const { doc } = await documentWith({ files: ['totals.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'totals.csv': csv } });
    expect(doc.status().issues).toEqual([{
      code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'totals.csv',
      message: messages.totalsRowsSkipped('totals.csv', [{ line: 4, cells }], 'line'),
    }]);
    expect(doc.status().files[0]).toMatchObject({ rows: 2 });
    expect(doc.call('find', { full_name: cells[0]! })).toEqual({ result: 'not_found' });
  });

  test('the message names the row and the way to keep it as a record', async () => {
    const csv = 'Full Name,City,Orders,Balance\nCaitlin Myers,Chicago,3,100\nSubtotal,,3,100\nGrand Total,,3,100\n';
    const { doc } = await documentWith({ files: ['totals.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'totals.csv': csv } });
    expect(doc.status().issues.map((issue) => issue.message)).toEqual(['File totals.csv: line 3 ("Subtotal", "3", "100"), line 4 ("Grand Total", "3", "100"), under the records, hold "Subtotal" and numbers beside it: read as the table\'s totals, not records, and skipped. If they are records, move them above the last record: only the last rows are read as totals.']);
  });

  test.each([
    ['a company whose name starts with Total', 'Total Wine & More,Boston,4,1134'],
    ['a row of "Total" with words beside it', 'Total,Boston,4,1134'],
    ['a row of "Total" alone', 'Total,,,'],
    ['a given name that is "sum" in another language', 'Soma,,4,1134'],
  ])('%s stays a record', async (_what, line) => {
    const csv = `Full Name,City,Orders,Balance\nCaitlin Myers,Chicago,3,100\n${line}\n`;
    const { doc } = await documentWith({ files: ['totals.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'totals.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]).toMatchObject({ rows: 2 });
  });

  test('a "Total" row among the records stays a record', async () => {
    const csv = 'Full Name,City,Orders,Balance\nCaitlin Myers,Chicago,3,100\nTotal,,3,100\nSean Riley,Boston,4,1134\n';
    const { doc } = await documentWith({ files: ['totals.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'totals.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]).toMatchObject({ rows: 3 });
  });

  test('in a workbook, a CRM report\'s footer in the first cell of rows below the records, after a blank row, is skipped (report-footer.xlsx)', async () => {
    const { doc } = await lookupOver('report-footer.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'report-footer.xlsx',
      message: 'File report-footer.xlsx [Report]: rows 5, 7, 8 ("Grand Totals (2 records)", "Confidential Information - Do Not Distri…", "Copyright (c) 2000-2026 salesforce.com, …") below the table, after a blank row, each fill its first cell alone where the header has 3 columns: read as a report\'s footer (its totals, a copyright, who ran it and when, as a CRM\'s report export writes them) and skipped, not rows of the table. If they are records, remove the blank row above them.',
    }]);
    expect(doc.status().files[0]).toMatchObject({ rows: 2 });
    expect(doc.call('find', { full_name: 'Grand Totals' })).toEqual({ result: 'not_found' });
  });

  test('in a workbook, a last record filling its first cell alone after a blank row stays a record (report-footer.xlsx)', async () => {
    const { doc } = await lookupOver('report-footer.xlsx', { sheet: 'Contacts' });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident' });
  });

  // Until 2026-12-06 a file with both got two FOOTER_ROWS_SKIPPED warnings, one for the totals, one for the footer.
  test.each([
    ['a CSV: a "Total" row, a blank line and a report\'s footer', 'footer-totals.csv', undefined, 'File footer-totals.csv: line 4 ("Total", "150"), under the records, holds "Total" and numbers beside it: read as the table\'s totals, not a record, and skipped. If it is a record, move it above the last record: only the last rows are read as totals. Also, lines 6, 7 ("Grand Totals (2 records)", "Confidential Information - Do Not Distri…") below the table, after a blank line, each hold one field where the header has 3: read as a report\'s footer (its totals, a copyright, who ran it and when, as a CRM\'s report export writes them) and skipped, not rows of the table. If they are records, write their separators (Ann Lee,, for 3 fields).'],
    ['a sheet: a "Grand Total" row, a blank row and a footer (sheet-totals.xlsx)', 'sheet-totals.xlsx', 'Report', 'File sheet-totals.xlsx [Report]: row 4 ("Grand Total", "1234"), under the records, holds "Grand Total" and numbers beside it: read as the table\'s totals, not a record, and skipped. If it is a record, move it above the last record: only the last rows are read as totals. Also, row 6 ("Generated by Admin User, 12/6/2026") below the table, after a blank row, fills its first cell alone where the header has 3 columns: read as a report\'s footer (its totals, a copyright, who ran it and when, as a CRM\'s report export writes them) and skipped, not rows of the table. If it is a record, remove the blank row above it.'],
    ['an Excel table\'s total row, a blank row and a footer (table-total-row.xlsx)', 'table-total-row.xlsx', 'Report', 'File table-total-row.xlsx [Report]: row 4 ("Total", "200") is the total row of the Excel table "Report" (A1:C4): it holds the table\'s totals, not a record, and was skipped. Also, row 6 ("Confidential Information - Do Not Distri…") below the table, after a blank row, fills its first cell alone where the header has 3 columns: read as a report\'s footer (its totals, a copyright, who ran it and when, as a CRM\'s report export writes them) and skipped, not rows of the table. If it is a record, remove the blank row above it.'],
  ])('%s: one FOOTER_ROWS_SKIPPED names every row skipped under the records', async (_what, file, sheet, message) => {
    const csv = 'Full Name,Phone,Amount\r\nCaitlin Myers,(415) 555-0123,100\r\nSean Riley,(617) 555-0103,50\r\nTotal,,150\r\n\r\n"Grand Totals (2 records)"\r\n"Confidential Information - Do Not Distribute"\r\n';
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...(sheet === undefined ? {} : { sheet }) }] }, file.endsWith('.csv') ? [] : [file], file.endsWith('.csv') ? { extraFiles: { [file]: csv } } : {});
    expect(doc.status().issues.map(({ code, severity, file: named, message: said }) => ({ code, severity, file: named, message: said }))).toEqual([{ code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', file, message }]);
    expect(doc.status().files[0]).toMatchObject({ rows: 2 });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident' });
  });

  test('in a workbook, a "Grand Total" row summed by hand outside an Excel table is skipped (sheet-totals.xlsx)', async () => {
    const { doc } = await lookupOver('sheet-totals.xlsx', {});
    expect(doc.status().issues).toEqual([{
      code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'sheet-totals.xlsx',
      message: 'File sheet-totals.xlsx [Balances]: row 5 ("Grand Total", "1234"), under the records, holds "Grand Total" and numbers beside it: read as the table\'s totals, not a record, and skipped. If it is a record, move it above the last record: only the last rows are read as totals.',
    }]);
    expect(doc.call('find', { full_name: 'Grand Total' })).toEqual({ result: 'not_found' });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { Balance: '1134' } });
  });
});

describe('groups of records in an accounting report', () => {
  // Until 2026-12-06 a QuickBooks report's "Total for <customer>" rows inside the records were records (a customer named
  // "Total for Amy's Bird Sanctuary"), as were the rows of each customer's name alone, and the invoices said no customer.
  test('QuickBooks\' customer headings and "Total for" rows are skipped, each name read into its invoices (quickbooks-customer-detail.csv)', async () => {
    const { doc } = await lookupOver('quickbooks-customer-detail.csv', { search_column: 'A', match_mode: 'exact' });
    expect(doc.status().files[0]?.preview.map((row) => [row['A'], row['Num']])).toEqual([
      ["Amy's Bird Sanctuary", '1021'], ["Amy's Bird Sanctuary", '1033'], ['Freeman Sporting Goods:0969 Ocean View Road', '1036'],
      ['Freeman Sporting Goods:55 Twin Lane', '1037'], ['Total Wine & More', '1027'],
    ]);
    expect(codesOf(doc)).toEqual(['FOOTER_ROWS_SKIPPED', 'REPORT_GROUPS_READ', 'TITLE_ROW_SKIPPED', 'HEADER_BLANK']);
    expect(doc.status().issues[1]?.message).toBe(messages.reportGroupsRead('quickbooks-customer-detail.csv', [
      { line: 6, cell: "Amy's Bird Sanctuary" }, { line: 10, cell: 'Freeman Sporting Goods' }, { line: 11, cell: 'Freeman Sporting Goods:0969 Ocean View Road' },
      { line: 14, cell: 'Freeman Sporting Goods:55 Twin Lane' }, { line: 18, cell: 'Total Wine & More' },
    ], [
      { line: 9, cell: "Total for Amy's Bird Sanctuary" }, { line: 13, cell: 'Total for Freeman Sporting Goods:0969 Ocean View Road' },
      { line: 16, cell: 'Total for Freeman Sporting Goods:55 Twin Lane' }, { line: 17, cell: 'Total for Freeman Sporting Goods' }, { line: 20, cell: 'Total for Total Wine & More' },
    ], ['A'], 'line'));
    expect(doc.status().issues[1]?.message).toContain('lines 6, 10, 11, 14, 18 ("Amy\'s Bird Sanctuary", "Freeman Sporting Goods", "Freeman Sporting Goods:0969 Ocean View R…" and 2 more) head groups of records');
    const amy = doc.call('find', { query: "Amy's Bird Sanctuary" }) as { result: string; candidates?: { row: Record<string, string> }[] };
    expect(amy.result).toBe('ambiguous');
    expect(amy.candidates?.map((candidate) => candidate.row['Num'])).toEqual(['1021', '1033']);
    expect(doc.call('find', { query: "Total for Amy's Bird Sanctuary" })).toEqual({ result: 'not_found' });
  });

  // Until 2026-12-06 the report's foot in a workbook (its basis and time, "Accrual Basis …") said nothing a footer says,
  // so it and the grand TOTAL above it were records.
  test('the same report exported to Excel reads the same, its grand TOTAL and basis line skipped (quickbooks-customer-detail.xlsx)', async () => {
    const { doc } = await lookupOver('quickbooks-customer-detail.xlsx', { search_column: 'A', match_mode: 'exact' });
    expect(doc.status().files[0]?.preview.map((row) => [row['A'], row['Num'], row['Amount']])).toEqual([
      ["Amy's Bird Sanctuary", '1021', '459.00'], ["Amy's Bird Sanctuary", '1033', '100.00'], ["Bill's Windsurf Shop", '1027', '85.00'],
    ]);
    expect(codesOf(doc)).toEqual(['FOOTER_ROWS_SKIPPED', 'REPORT_GROUPS_READ', 'TITLE_ROW_SKIPPED', 'HEADER_BLANK']);
    expect(doc.status().issues[0]?.message).toContain('row 13 ("TOTAL", "644.00", "424.00"), under the records');
    expect(doc.status().issues[0]?.message).toContain('row 16 ("Accrual Basis Sunday, December 6, 2026 0…") below the table');
    expect(doc.call('find', { query: "Bill's Windsurf Shop" })).toMatchObject({ result: 'confident', row: { Num: '1027', 'Open Balance': '85.00' } });
  });

  test.each([
    ['QuickBooks Desktop\'s "Total <customer>"', 'Customer,Num,Amount\nAmy Lee,,\n,1021,459.00\nTotal Amy Lee,,459.00\nBo Chen,,\n,1027,85.00\nTotal Bo Chen,,85.00\n', [['Amy Lee', '1021'], ['Bo Chen', '1027']]],
    ['"Total for" with no heading of its name above stays a record', 'Customer,Num,Amount\nTotal for Kids,1021,459.00\nBo Chen,1027,85.00\n', [['Total for Kids', '1021'], ['Bo Chen', '1027']]],
    ['a company named "Total …" over a row of its name stays a record', 'Customer,Num,Amount\nWine & More,,\nTotal Wine & More,1021,459.00\nBo Chen,1027,85.00\n', [['Wine & More', ''], ['Total Wine & More', '1021'], ['Bo Chen', '1027']]],
  ])('%s', async (_what, csv, expected) => {
    const { doc } = await documentWith({ files: ['report.csv'], lookups: [{ tool_name: 'find', search_column: 'Customer' }] }, [], { extraFiles: { 'report.csv': csv } });
    expect(doc.status().files[0]?.preview.map((row) => [row['Customer'], row['Num']])).toEqual(expected);
  });
});

describe('amounts a workbook shows in a currency', () => {
  // Until 2026-12-06 they read as the number stored, "1234.5", which an agent read out as "one thousand two hundred
  // thirty-four point five", and which a caller reading "$1,234.50" off a statement did not match exactly.
  const rows = [
    { 'Full Name': 'Caitlin Myers', Balance: '$1,234.50', Saldo: '1.234,50 €', Credit: '($1,234.50)', Paid: '1234.5', Note: '$1,234.50' },
    { 'Full Name': 'Sean Riley', Balance: '$99.00', Saldo: '0,01 €', Credit: '$250.00', Paid: '99', Note: 'none' },
    { 'Full Name': 'Ann Lee', Balance: '$1,234,567.89', Saldo: '-20,00 €', Credit: '$0.00', Paid: '0', Note: '€1.234,50' },
  ];
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read as the sheet shows them; an amount of the general format as stored (currency.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'currency.xlsx'), 'currency.xlsx', reader);
    const sheet = selectSheet(book, 'currency.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);
  });

  test('a lookup returns them so, and finds an amount said as the statement shows it, or its digits', async () => {
    const { doc } = await documentWith({ files: ['currency.xlsx'], lookups: [
      { tool_name: 'find', search_column: 'Full Name' },
      { tool_name: 'by_balance', search_column: 'Balance', match_mode: 'exact' },
    ] }, ['currency.xlsx']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Balance: '$1,234.50', Saldo: '1.234,50 €' } });
    expect(doc.call('by_balance', { balance: '$1,234.50' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
    expect(doc.call('by_balance', { balance: '1234.50' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
  });

  test.each([
    ['"$"#,##0.00', '1234.5', '$1,234.50'], ['"$"#,##0.00', '-1234.5', '-$1,234.50'], ['£#,##0', '1234.5', '£1,235'],
    ['#,##0.00\\ [$€-407]', '1234.5', '1.234,50 €'], ['[$€-40C] #,##0.00', '1234567.891', '€ 1 234 567,89'],
    ['"$"#,##0.00_);\\("$"#,##0.00\\)', '-1234.5', '($1,234.50)'], ['[$$-409]#,##0.00;[Red]-[$$-409]#,##0.00', '-5', '-$5.00'],
    ['_("$"* #,##0.00_);_("$"* \\(#,##0.00\\);_("$"* "-"??_);_(@_)', '1234.5', '$ 1,234.50'], ['[$USD] #,##0.00', '12', 'USD 12.00'],
  ])('currencyShown(%s) makes %s read %s', (format, stored, shown) => {
    expect(currencyShown(format)?.(stored)).toBe(shown);
  });

  test.each(['#,##0.00', '0.00', 'General', '0%', '@', 'yyyy-mm-dd', '"$"#,##0,', '"$"0.00E+00'])('%s is no currency format', (format) => {
    expect(currencyShown(format)).toBeUndefined();
  });
});

describe('dates of January and February 1900', () => {
  // Until 2026-12-06 they read a day early, as counted from 1899-12-30: a database's "unknown" 1900-01-01 read
  // 1899-12-31, and Excel's 29 February 1900 read 1900-02-28.
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read as Excel shows them (dates-1900.xlsx, %s)', async (_name, reader) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, 'dates-1900.xlsx'), 'dates-1900.xlsx', reader), 'dates-1900.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows.map((row) => row[1])).toEqual(['Date of Birth', '1900-01-01', '1900-02-28', '1900-02-29', '1900-02-29 12:00:00', '1900-03-01']);
  });

  test.each([
    [new Date(Date.UTC(1899, 11, 31)), '1900-01-01'], [new Date(Date.UTC(1899, 11, 31, 6, 30)), '1900-01-01 06:30:00'],
    [new Date(Date.UTC(1900, 1, 27)), '1900-02-28'], [new Date(Date.UTC(1900, 1, 28)), '1900-02-29'],
    [new Date(Date.UTC(1900, 2, 1)), undefined], [new Date(Date.UTC(1899, 11, 30, 14, 30)), undefined], [new Date(Date.UTC(1985, 2, 5)), undefined],
  ])('a reader\'s %s is shown %s', (date, shown) => {
    expect(leapDayShown(date)).toBe(shown);
  });
});

describe('a stray cell far to the right of a table', () => {
  const readExcelFile: WorkbookReader = (bytes) => readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });
  // Until 2026-12-06 read-excel-file's rows of 16,384 cells (a stray cell in column XFD) were kept whole, in the
  // sheet's rows and the table's: 6,000 rows took 77 s and 2.1 GB to look up, 20,000 more memory than a process has.
  test.each([['read-excel-file', readExcelFile], ['the direct reader', readSheetCells]] as const)('keeps each row to its own cells (stray-far-cell.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'stray-far-cell.xlsx'), 'stray-far-cell.xlsx', reader);
    expect(book.ok && book.sheets[0]!.rows.map((row) => row.length)).toEqual([16_384, 2, 2, 2]);
    expect(book.ok && book.sheets[0]!.farColumns).toBe(true);
    const sheet = selectSheet(book, 'stray-far-cell.xlsx', undefined, 100);
    const built = sheet.ok ? buildTable(sheet.sheet, undefined, 100) : undefined;
    expect(built?.ok && built.table.rows.row(1)).toEqual(['Sean Riley', 'Boston']);
  });

  test('its lookups answer with the table\'s columns (stray-far-cell.xlsx)', async () => {
    const { doc } = await documentWith({ files: ['stray-far-cell.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, ['stray-far-cell.xlsx']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Boston', x: '' }, score: 100 });
  });
});

describe('numbers under a date format that no date shows', () => {
  // Excel shows "#####" for them. Until 2026-12-06 a phone in a column formatted as dates read blank (no date holds it)
  // and 3000000 read "+010113-09"; a negative serial of the 1900 date system read as a day of 1899, and until the end
  // of that day one of the 1904 date system as a day of 1903 ("1903-12-27" for -5), which Excel shows as no day.
  test.each([
    ['read-excel-file', 'undated-serials.xlsx', undefined],
    ['the direct reader', 'undated-serials.xlsx', readSheetCells],
    ['read-excel-file', 'undated-serials-1904.xlsx', undefined],
    ['the direct reader', 'undated-serials-1904.xlsx', readSheetCells],
  ] as const)('read as the numbers stored, 9999-12-31 still a date (%s, %s)', async (_name, file, reader) => {
    const sheet = selectSheet(await readWorkbook(join(FIXTURES, file), file, reader), file, undefined, 100);
    expect(sheet.ok && sheet.sheet.rows.map((row) => row[1])).toEqual(['Phone', '5550100123', '3000000', '9999-12-31', '-5']);
  });

  test('a phone in a column formatted as dates is found by the number said (undated-serials.xlsx)', async () => {
    const { doc } = await documentWith({ files: ['undated-serials.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Phone', match_mode: 'exact' }] }, ['undated-serials.xlsx']);
    expect(doc.call('find', { phone: '555 010 0123' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', Phone: '5550100123', Joined: '2020-05-17' } });
  });
});

describe('numbers a workbook shows to fixed decimals', () => {
  // Until 2026-12-06 they read as the number stored, "150.6", and "150.60" read off the sheet or an invoice was not
  // found in exact mode.
  const rows = [
    { 'Full Name': 'Caitlin Myers', Amount: '150.60', Total: '1,234.50', Rate: '2.500', Credit: '(1,234.50)', Count: '150.6' },
    { 'Full Name': 'Sean Riley', Amount: '99.00', Total: '1,234,567.89', Rate: '0.013', Credit: '250.00', Count: '99' },
    { 'Full Name': 'Ann Lee', Amount: '0.01', Total: '0.00', Rate: '3.000', Credit: '0.00', Count: '0' },
  ];
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read as the sheet shows them; a number of the general format as stored (decimals.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'decimals.xlsx'), 'decimals.xlsx', reader);
    const sheet = selectSheet(book, 'decimals.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);
  });

  test('a lookup returns them so, and finds an amount said as the sheet shows it', async () => {
    const { doc } = await documentWith({ files: ['decimals.xlsx'], lookups: [
      { tool_name: 'find', search_column: 'Full Name' },
      { tool_name: 'by_amount', search_column: 'Amount', match_mode: 'exact' },
    ] }, ['decimals.xlsx']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Amount: '150.60', Total: '1,234.50' } });
    expect(doc.call('by_amount', { amount: '150.60' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
  });

  test.each([
    ['0.00', '150.6', '150.60'], ['0.00', '-2.005', '-2.01'], ['#,##0.00', '1234567.891', '1,234,567.89'], ['0.0', '7', '7.0'],
    ['#,##0.00_);(#,##0.00)', '-1234.5', '(1,234.50)'], ['#,##0.00_);[Red](#,##0.00)', '12', '12.00'], ['0.00;[Red]-0.00', '-3', '-3.00'],
  ])('decimalsShown(%s) makes %s read %s', (format, stored, shown) => {
    expect(decimalsShown(format)?.(stored)).toBe(shown);
  });

  test.each(['0', '#,##0', 'General', '0.00%', '"$"#,##0.00', '0.00E+00', '0.00 "kg"', '@', 'yyyy-mm-dd', '#,##0.00,'])('%s is no format of fixed decimals', (format) => {
    expect(decimalsShown(format)).toBeUndefined();
  });
});

describe('numbers a workbook shows as words', () => {
  // A yes/no column as Excel's Format Cells > Custom makes one: 1 and 0 under "Yes";"Yes";"No". Until 2026-12-06 they
  // read as stored, "1" and "0", which an agent reads out as numbers, and "yes" said found no row in exact mode.
  const rows = [
    { 'Full Name': 'Caitlin Myers', Active: 'Yes', Verified: 'TRUE', Alerts: 'On', Paid: 'Paid', Count: '1', Consent: 'Yes', Pin: '1234' },
    { 'Full Name': 'Sean Riley', Active: 'No', Verified: 'FALSE', Alerts: 'Off', Paid: 'Paid', Count: '0', Consent: 'No', Pin: '5678' },
    { 'Full Name': 'Ann Lee', Active: 'Yes', Verified: 'TRUE', Alerts: 'maybe', Paid: 'Owes', Count: '-1', Consent: '2', Pin: '9012' },
  ];
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read as the sheet shows them; a text cell under such a format as typed (yes-no-formats.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'yes-no-formats.xlsx'), 'yes-no-formats.xlsx', reader);
    const sheet = selectSheet(book, 'yes-no-formats.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);
  });

  test('a lookup returns them so, and finds a row by the word the sheet shows', async () => {
    const { doc } = await lookupOver('yes-no-formats.xlsx', { match_mode: 'exact', additional_search_columns: [{ column: 'Active' }] });
    expect(doc.status().files[0]?.preview).toEqual(rows);
    expect(doc.call('find', { full_name: 'Sean Riley', active: 'no' })).toMatchObject({ result: 'confident', row: { Active: 'No', Verified: 'FALSE' } });
  });

  test.each([
    ['"Yes";"Yes";"No"', '1', 'Yes'], ['"Yes";"Yes";"No"', '0', 'No'], ['"Yes";"Yes";"No"', '-3', 'Yes'], ['"Yes";"Yes";"No"', '0.5', 'Yes'],
    ['"Paid";"Owes"', '0', 'Paid'], ['"Yes"', '-1', '-Yes'], ['\\Y\\e\\s;;\\N\\o', '-1', ''], ['[$-409]"On";"On";"Off";@', '0', 'Off'],
    ['[=1]"Yes";[=0]"No"', '1', 'Yes'], ['[=1]"Yes";[=0]"No"', '0', 'No'], ['[=1]"Yes";[=0]"No"', '2', '2'],
    ['[=1]"Yes";[=0]"No";General', '7', '7'], ['[=1]"Yes";[=0]"No";"Unknown"', '7', 'Unknown'], ['[Red][<0]"Owes";"Paid"', '-2', 'Owes'],
    ['[>=10]"Gold";[>=5]"Silver";"Bronze"', '7', 'Silver'], ['[<>0]"Flagged";"Clear"', '0', 'Clear'],
  ])('wordsShown(%s) makes %s read %s', (format, stored, shown) => {
    expect(wordsShown(format)?.(stored)).toBe(shown);
  });

  test.each([['0.00'], ['"Yes";"Yes";"No"'.replace('"No"', '0')], ['[=1]"Yes";[=0]0.00'], ['[>a]"Yes";"No"'], [';;;'], ['yyyy-mm-dd'], ['"Account "0'], ['@']])('wordsShown(%s) reads as stored', (format) => {
    expect(wordsShown(format)).toBeUndefined();
  });
});

describe('numbers a workbook shows as percentages', () => {
  // Until 2026-12-06 they read as the fraction stored, "0.15", which an agent reads out as it is.
  const rows = [
    { 'Full Name': 'Caitlin Myers', Discount: '15%', 'Interest Rate': '4.25%', Growth: '7.3%', Share: '0.15', Note: '15%' },
    { 'Full Name': 'Sean Riley', Discount: '8%', 'Interest Rate': '33.33%', Growth: '-7.3%', Share: '0.333', Note: 'none' },
    { 'Full Name': 'Ann Lee', Discount: '100%', 'Interest Rate': '0.00%', Growth: '150.0%', Share: '1', Note: '100%' },
  ];
  test.each([['read-excel-file', undefined], ['the direct reader', readSheetCells]] as const)('read as the sheet shows them, rounded to the format\'s decimals; a fraction of the general format as stored (percentages.xlsx, %s)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'percentages.xlsx'), 'percentages.xlsx', reader);
    const sheet = selectSheet(book, 'percentages.xlsx', undefined, 100);
    expect(sheet.ok && sheet.sheet.rows).toEqual([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);
  });

  test('a lookup returns them so', async () => {
    const { doc } = await lookupOver('percentages.xlsx', {});
    expect(doc.status().files[0]?.preview).toEqual(rows);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { Discount: '8%' } });
  });

  test.each([
    ['0%', '0.15', '15%'], ['0%', '0.075', '8%'], ['0.00%', '0.3333333', '33.33%'], ['0.0%', '-0.0725', '-7.3%'],
    ['0%', '-0.001', '0%'], ['#,##0.0%', '12', '1200.0%'], ['0%;[Red]-0%', '-0.5', '-50%'],
  ])('percentShown(%s) makes %s read %s', (format, stored, shown) => {
    expect(percentShown(format)?.(stored)).toBe(shown);
  });

  test.each(['0.00', 'General', '0.00E+00', '@', 'yyyy-mm-dd', '"100%"0'])('%s is no percentage format', (format) => {
    expect(percentShown(format)).toBeUndefined();
  });
});

describe('formulas a program wrote without computing them', () => {
  test('read blank by both readers, and named in a warning with the fix (formulas-uncomputed.xlsx)', async () => {
    const { doc } = await lookupOver('formulas-uncomputed.xlsx', {});
    expect(doc.status().issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['XLSX_FORMULAS_UNCOMPUTED', messages.xlsxFormulasUncomputed('formulas-uncomputed.xlsx', 'Customers', 4, ['C2', 'C3', 'C4'])],
      ['LOOKUP_NO_ROWS', expect.stringContaining('"Full Name"')],
    ]);
    expect(doc.status().issues[0]?.message).toContain('4 cells hold formulas whose value was never computed (C2, C3, C4, …)');
    expect(doc.status().issues[0]?.message).toContain('Open the workbook in Excel or LibreOffice and save it');
  });

  test('a workbook whose formulas hold their values says nothing of them (typed.xlsx)', async () => {
    const { doc } = await lookupOver('typed.xlsx', { sheet: 'Accounts' });
    expect(doc.status().issues.map((issue) => issue.code)).not.toContain('XLSX_FORMULAS_UNCOMPUTED');
  });
});

describe('cells holding Excel errors', () => {
  test('are counted and named (reference and error, a formula\'s too) in a warning; they read as blank and the rest works', async () => {
    const { doc } = await lookupOver('error-cells.xlsx', { search_column: 'Full Name' });
    const issues = doc.status().issues.filter((issue) => issue.code === 'XLSX_ERROR_CELLS');
    expect(issues).toEqual([expect.objectContaining({ severity: 'warning', file: 'error-cells.xlsx', message: expect.stringContaining('sheet Customers: 4 cells hold an Excel error (B2 #N/A, A3 #REF!, C4 #N/A, …), read as blank') })]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Phone: '' } });
    // (Sean Riley and Shawn Reilly sound alike: both are candidates.)
    const sean = doc.call('find', { full_name: 'Sean Riley' });
    expect(sean.result === 'ambiguous' && sean.candidates.find((candidate) => candidate.row['Full Name'] === 'Sean Riley')?.row).toMatchObject({ Plan: '' });
  });

  test('are found however a writer spells the XML: prefixed elements, single quotes, absolute part names, self-closing cells', () => {
    const bytes = zipSync({
      'xl/workbook.xml': strToU8("<x:workbook xmlns:x='main' xmlns:rel='rels'><x:sheets><x:sheet name='Data' sheetId='1' rel:id='a1'/>"
        + "<x:sheet name='Old &amp; gone' sheetId='2' state='veryHidden' rel:id='a2'/></x:sheets></x:workbook>"),
      'xl/_rels/workbook.xml.rels': strToU8("<Relationships><Relationship Id='a1' Target='/xl/worksheets/data.xml'/><Relationship Id='a2' Target='worksheets/old.xml'/></Relationships>"),
      'xl/worksheets/data.xml': strToU8("<x:worksheet><x:sheetData><x:row r='1'><x:c r='A1' t='e'><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c>"
        + "<x:c r='B1' s='2' t='e'/><x:c r='C1' t='s'><x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>"),
      'xl/worksheets/old.xml': strToU8('<worksheet><sheetData/></worksheet>'),
    });
    expect(sheetFacts(bytes)).toEqual(new Map([
      ['Data', { hidden: false, chart: false, errorCount: 2, errorCells: [{ ref: 'A1', error: '#DIV/0!' }, { ref: 'B1', error: '#ERROR' }], rowCount: 1, shownCells: new Map(), dateOrders: new Map(), mergedRanges: [], wideRanges: [], uncomputed: { count: 0, cells: [] }, spacedStrings: new Set(), totalsRows: [], tableRows: [], isoDateCells: false, undatedSerials: new Map(), elapsedTimes: new Map(), daysPastTimes: new Map(), negativeTimes: new Map(), hiddenParts: { rows: [], columns: [], filtered: false }, farColumns: false }],
      ['Old & gone', { hidden: true, chart: false, errorCount: 0, errorCells: [], rowCount: 0, shownCells: new Map(), dateOrders: new Map(), mergedRanges: [], wideRanges: [], uncomputed: { count: 0, cells: [] }, spacedStrings: new Set(), totalsRows: [], tableRows: [], isoDateCells: false, undatedSerials: new Map(), elapsedTimes: new Map(), daysPastTimes: new Map(), negativeTimes: new Map(), hiddenParts: { rows: [], columns: [], filtered: false }, farColumns: false }],
    ]));
  });

  test('are named by the references the format implies when the workbook leaves them out', async () => {
    const { doc } = await lookupOver('error-cells-no-refs.xlsx', { search_column: 'Full Name' });
    expect(doc.status().issues).toEqual([expect.objectContaining({ code: 'XLSX_ERROR_CELLS', message: expect.stringContaining('4 cells hold an Excel error (B2 #N/A, A3 #REF!, C4 #N/A, …)') })]);
    expect(doc.call('find', { full_name: 'Shawn Reilly' })).toMatchObject({ result: 'ambiguous' });
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Phone: '', Plan: 'Basic' } });
  });

  test('a workbook without them has no such warning', async () => {
    const { doc } = await lookupOver('typed.xlsx', {});
    expect(doc.status().issues.filter((issue) => issue.code === 'XLSX_ERROR_CELLS')).toEqual([]);
  });
});

describe('workbooks the reader cannot hold', () => {
  const people = new URL('./fixtures/people.xlsx', import.meta.url).pathname;

  // read-excel-file parses a sheet's XML by recursion, a call deeper per chunk: a million-row sheet overflows the stack
  // (a 35 MB workbook of 1,000,000 rows did, by hand) and it wraps the RangeError as the cause of its own error.
  test('a stack overflow inside the reader is FILE_TOO_LARGE pointing to CSV, not a damaged workbook', async () => {
    const overflow = Object.assign(new Error('Maximum call stack size exceeded'), { cause: new RangeError('Maximum call stack size exceeded') });
    const book = await readWorkbook(people, 'people.xlsx', () => Promise.reject(overflow));
    expect(book).toMatchObject({ ok: false, issues: [{ code: 'FILE_TOO_LARGE', file: 'people.xlsx', message: expect.stringContaining('save the sheet as CSV') }] });
  });

  /** A workbook of two sheets, the second of `rows` row elements, each holding a value (prefixed, `<x:row r="…">`, or not). */
  function workbookOfRows(rows: number): string {
    const sheet = (xml: string) => strToU8(`<x:worksheet xmlns:x="main"><x:sheetData>${xml}</x:sheetData><x:rowBreaks count="0"/></x:worksheet>`);
    const bytes = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Notes" r:id="rId1"/><sheet name="Customers" r:id="rId2"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="worksheets/sheet2.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': sheet('<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>throw rows</x:t></x:is></x:c></x:row>'),
      'xl/worksheets/sheet2.xml': sheet('<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row>' + '<row><c><v>1</v></c></row>'.repeat(rows - 1)),
    });
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-rows-')), 'long.xlsx');
    writeFileSync(path, bytes);
    return path;
  }

  test(`a sheet of more than ${XLSX_MAX_SHEET_ROWS.toLocaleString('en-US')} rows is FILE_TOO_LARGE before the reader is called`, async () => {
    const path = workbookOfRows(XLSX_MAX_SHEET_ROWS + 1);
    const book = await readWorkbook(path, 'long.xlsx', () => Promise.reject(new Error('the reader must not be called')));
    expect(book).toMatchObject({ ok: false, issues: [{ code: 'FILE_TOO_LARGE', file: 'long.xlsx', message: expect.stringContaining('sheet Customers holds 200,001 rows') }] });
    expect(book.ok ? '' : book.issues[0]!.message).toContain('save the sheet as CSV');
  });

  // Until 2026-12-06 rows of formatting alone counted: a table of two records with a height set on the rows below it,
  // down to row 201,000, was refused as a sheet of 201,000 rows, and the author told to save it as CSV.
  test(`rows of formatting alone below the table (a height, a border on empty cells) do not count toward the ${XLSX_MAX_SHEET_ROWS.toLocaleString('en-US')}`, async () => {
    const workbook = new ExcelJS.Workbook();
    const customers = workbook.addWorksheet('Customers');
    customers.addRow(['Full Name', 'City']);
    customers.addRow(['Caitlin Myers', 'Chicago']);
    customers.addRow(['Sean Riley', 'Boston']);
    const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer() as ArrayBuffer));
    let formatted = '<row r="4"><c r="A4" s="0"/><c r="B4" s="0"/></row>';
    for (let row = 5; row <= XLSX_MAX_SHEET_ROWS + 1_000; row++) formatted += `<row r="${row}" ht="15" customHeight="1"/>`;
    parts['xl/worksheets/sheet1.xml'] = strToU8(strFromU8(parts['xl/worksheets/sheet1.xml']!).replace('</sheetData>', `${formatted}</sheetData>`));
    const { doc } = await documentWith({ files: ['formatted.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'formatted.xlsx': zipSync(parts) } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]).toMatchObject({ sheet: 'Customers', rows: 2 });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test('rowsWithValues counts the rows holding a cell with a value, under any prefix', () => {
    expect(rowsWithValues('<sheetData><row r="1"><c r="A1"><v>7</v></c></row><row r="2" ht="15"/><row r="3"><c r="A3" s="1"/></row><x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c></x:row></sheetData>')).toBe(2);
  });

  test('a sheet of exactly the limit is read', async () => {
    const path = workbookOfRows(XLSX_MAX_SHEET_ROWS);
    let called = 0;
    const book = await readWorkbook(path, 'long.xlsx', async () => { called += 1; return [{ sheet: 'Customers', data: [['Full Name'], ['Ann Lee']] }]; });
    expect(called).toBe(1);
    expect(book).toMatchObject({ ok: true, sheets: [{ name: 'Customers', rowCount: XLSX_MAX_SHEET_ROWS }] });
  });

  test('any other failure inside the reader is still XLSX_CORRUPT', async () => {
    const book = await readWorkbook(people, 'people.xlsx', () => Promise.reject(new Error('invalid zip data')));
    expect(book).toMatchObject({ ok: false, issues: [{ code: 'XLSX_CORRUPT' }] });
  });

  test('the reader given by default reads the workbook', async () => {
    const book = await readWorkbook(people, 'people.xlsx');
    expect(book.ok && book.sheets[0]!.rows.length).toBeGreaterThan(1);
  });
});

describe('long numbers a spreadsheet rounded when it saved the file', () => {
  test('a column of them is named with its first cell, and the fix (rounded-phones.csv)', async () => {
    const { doc } = await lookupOver('rounded-phones.csv', { search_column: 'Phone', match_mode: 'exact' });
    expect(doc.status().issues).toEqual([{
      code: 'NUMBERS_ROUNDED', severity: 'warning', path: 'lookups[0].file', file: 'rounded-phones.csv',
      message: messages.numbersRounded('rounded-phones.csv', 'Phone', { line: 2, text: '4.47701E+11' }, 2, 'line'),
    }]);
    expect(doc.status().issues[0]?.message).toContain('holds 2 numbers in scientific notation (4.47701E+11 in line 2, …)');
    expect(doc.status().issues[0]?.message).toContain('Export the column again from its source with the numbers as text');
    // The one number written whole is still found.
    expect(doc.call('find', { phone: '07700 900125' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Cy Dee' } });
  });

  test('a measured value in scientific notation (1.5E+3) is no rounded number', async () => {
    const { doc } = await lookupOver('rounded-phones.csv', { search_column: 'Dose', match_mode: 'exact' });
    expect(doc.status().issues.map((issue) => issue.message)).toEqual([expect.stringContaining('column "Phone"')]);
  });
});

describe('numbers a spreadsheet stored without their zero', () => {
  test.each(['zips-as-numbers.xlsx', 'zips-resaved.csv'])('%s: a ZIP code said with its zero finds the row that lost it, in every mode', async (file) => {
    const { doc } = await documentWith({
      lookups: (['exact', 'hybrid', 'fuzzy'] as const).map((mode) => ({ tool_name: `zip_${mode}`, file, search_column: 'Zip', match_mode: mode })),
    }, [file]);
    expect(doc.status().issues).toEqual([]);
    for (const mode of ['exact', 'hybrid', 'fuzzy']) {
      for (const said of ['02134', 'oh two one three four', '2134']) {
        expect({ mode, said, answer: doc.call(`zip_${mode}`, { zip: said }) }).toMatchObject({ mode, said, answer: { result: 'confident', row: { 'Full Name': 'Ann Lee', Zip: '2134' } } });
      }
      expect({ mode, answer: doc.call(`zip_${mode}`, { zip: '01002' }) }).toMatchObject({ mode, answer: { result: 'confident', row: { 'Full Name': 'Bo Chen' } } });
    }
    // Two zeros in front are another number ("00" may be a "+" said): not 90210.
    expect(doc.call('zip_exact', { zip: '0090210' })).toEqual({ result: 'not_found' });
  });

  test('a column holding both 0123 and 123 answers the one said, with the other under it (both were 100, never confident)', async () => {
    const csv = 'ID,Full Name\r\n00123,Caitlin Myers\r\n0123,Sean Riley\r\n123,John Smith\r\n';
    const { doc } = await documentWith({
      files: ['ids.csv'],
      lookups: (['exact', 'hybrid'] as const).map((mode) => ({ tool_name: `id_${mode}`, search_column: 'ID', param_name: 'id', match_mode: mode })),
    }, [], { extraFiles: { 'ids.csv': csv } });
    for (const mode of ['exact', 'hybrid']) {
      for (const [said, name] of [['0123', 'Sean Riley'], ['oh one two three', 'Sean Riley'], ['123', 'John Smith'], ['one two three', 'John Smith'], ['00123', 'Caitlin Myers']]) {
        expect({ mode, said, answer: doc.call(`id_${mode}`, { id: said }) }).toMatchObject({ mode, said, answer: { result: 'confident', row: { 'Full Name': name }, score: 100 } });
      }
      const debug = doc.call(`id_${mode}`, { id: '0123' }, { debug: true });
      expect(debug.scores?.slice(0, 2).map((row) => [row.keys[0]?.value, row.score])).toEqual([['0123', 100], ['123', LEADING_ZERO_SCORE]]);
    }
  });
});

describe('characters no one sees', () => {
  test('a header with a no-break space or two spaces is the header a document names, and the row keys are plain (nbsp-header.csv)', async () => {
    const { doc } = await lookupOver('nbsp-header.csv', { return_columns: ['Full Name', 'Home City'] });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toEqual({ result: 'confident', row: { 'Full Name': 'Ann\u00a0Lee', 'Home City': 'Leeds' }, score: 100 });
  });

  test('a reference written with a no-break space finds the plain header', async () => {
    const { doc } = await lookupOver('people.csv', { search_column: 'Full\u00a0Name' });
    expect(doc.status().issues).toEqual([]);
  });

  test('a BOM where two exports were joined is trimmed from its cell (joined-exports.csv)', async () => {
    const { doc } = await lookupOver('joined-exports.csv', { match_mode: 'exact' });
    expect(doc.call('find', { full_name: 'Bo Chen' })).toEqual({ result: 'confident', row: { 'Full Name': 'Bo Chen', City: 'York' }, score: 100 });
  });
});

describe('a search column that is a cell of an early row', () => {
  test('names the row and the header_row that reads it as the header (report-title.csv, read from its title by header_row: 1)', async () => {
    const { doc } = await lookupOver('report-title.csv', { header_row: 1 });
    expect(doc.status().issues.find((issue) => issue.code === 'COLUMN_UNKNOWN')?.message).toBe(
      'Column "Full Name" is not in report-title.csv. "Full Name" is a cell of line 3: if that line is the header, set header_row: 3. Available columns: "Customer report", "2026-12-01", "C" (or a column letter or number, from A or 1).',
    );
    const fixed = (await lookupOver('report-title.csv', { header_row: 3 })).doc;
    expect(fixed.status().issues).toEqual([]);
    expect(fixed.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { Phone: '07700900124' } });
  });
});

describe('rows ragged because the table starts with title rows read as its header (header_row: 1)', () => {
  test.each([
    ['one title row of two cells (report-title.csv)', 'report-title.csv', 'Most likely line 1 is a title above the table, not its header: line 3 ("Full Name", "City", "Phone") reads as a header and the rows below it line up with it. Set header_row: 3. If line 1 is the header after all, fix the separators in the lines listed.', 3],
    ['two title rows over a table with a short record (titled-report.csv)', 'titled-report.csv', 'Most likely lines 1, 2 are a title above the table, not its header: line 3 ("Full Name", "City", "Phone") reads as a header and the rows below it line up with it. Set header_row: 3. If those lines are the header after all, fix the separators in the lines listed.', 3],
  ])('%s: CSV_RAGGED_ROWS says so and names the header_row, which reads the table', async (_name, file, advice, headerRow) => {
    const { doc } = await lookupOver(file, { header_row: 1 });
    const ragged = doc.status().issues.find((issue) => issue.code === 'CSV_RAGGED_ROWS')?.message;
    expect(ragged?.endsWith(advice)).toBe(true);
    expect(ragged).not.toContain('A separator missing or added');
    const fixed = (await lookupOver(file, { header_row: headerRow })).doc;
    expect(fixed.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { Phone: '07700900124' } });
  });

  // Until 2026-12-06 more title lines than are skipped (three) left the separators blamed for every record.
  test('four title lines over the header (a CRM report: its name, date, filter and author): CSV_RAGGED_ROWS names the header_row', async () => {
    const text = 'Customer Report\r\nAs of 12/6/2026\r\nFiltered By: Owner equals Me\r\nGenerated by Admin User\r\n\r\nFull Name,Phone,City\r\nCaitlin Myers,4155550123,Chicago\r\nSean Riley,6175550103,Boston\r\n';
    const over = (lookup: Record<string, unknown>) => documentWith({ files: ['report.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...lookup }] }, [], { extraFiles: { 'report.csv': text } });
    const ragged = (await over({})).doc.status().issues.find((issue) => issue.code === 'CSV_RAGGED_ROWS')?.message;
    expect(ragged?.endsWith('Most likely lines 1, 2, 3, 4 are a title above the table, not its header: line 6 ("Full Name", "Phone", "City") reads as a header and the rows below it line up with it. Set header_row: 6. If those lines are the header after all, fix the separators in the lines listed.')).toBe(true);
    const fixed = (await over({ header_row: 6 })).doc;
    expect(fixed.status().issues).toEqual([]);
    expect(fixed.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { City: 'Boston' } });
  });

  test.each([
    ['rows of a header-led table off by a separator (ragged.csv)', 'ragged.csv'],
    ['a short row under a skipped title (titled-ragged.csv)', 'titled-ragged.csv'],
  ])('%s: the separators are blamed, no header_row', async (_name, file) => {
    const { doc } = await lookupOver(file, {});
    const ragged = doc.status().issues.find((issue) => issue.code === 'CSV_RAGGED_ROWS')?.message;
    expect(ragged).toContain('A separator missing or added in a row shifts its cells into the wrong columns');
    expect(ragged).not.toContain('header_row');
  });

  test('a header one name short over records of words alone: the separators are blamed, no header_row', async () => {
    const { doc } = await documentWith({ files: ['plans.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], {
      extraFiles: { 'plans.csv': 'Full Name,City\r\nAnn Lee,Leeds,Gold\r\nBo Chen,York,Silver\r\n' },
    });
    const ragged = doc.status().issues.find((issue) => issue.code === 'CSV_RAGGED_ROWS')?.message;
    expect(ragged).toContain('A separator missing or added in a row shifts its cells into the wrong columns');
    expect(ragged).not.toContain('header_row');
  });
});

describe('a report\'s footer below a CSV\'s records', () => {
  // Until 2026-12-06 a Salesforce report export's footer lines were rows: "Grand Totals (2 records)" and "Copyright (c)
  // …" were indexed as names, and CSV_RAGGED_ROWS, an error blaming the separators, made flows refuse the document.
  test('one field a line after a blank line, to the end of the file, is skipped with FOOTER_ROWS_SKIPPED (report-footer.csv)', async () => {
    const { doc } = await lookupOver('report-footer.csv', {});
    expect(doc.status()).toMatchObject({ ok: true, files: [{ rows: 2 }] });
    expect(doc.status().issues).toEqual([{
      code: 'FOOTER_ROWS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'report-footer.csv',
      message: messages.footerRowsSkipped('report-footer.csv', [
        { line: 5, cell: 'Grand Totals (2 records)' },
        { line: 8, cell: 'Copyright (c) 2000-2026 salesforce.com, inc. All rights reserved.' },
        { line: 9, cell: 'Confidential Information - Do Not Distribute' },
        { line: 10, cell: 'Generated By:  Admin User  12/6/2026 6:00 AM' },
        { line: 11, cell: 'Acme Corp' },
      ], 3),
    }]);
    expect(doc.status().issues[0]?.message).toContain('lines 5, 8, 9, 10, 11 ("Grand Totals (2 records)"');
    expect(doc.call('find', { full_name: 'Grand Totals' })).toEqual({ result: 'not_found' });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { 'Account Name': 'Globex' } });
  });

  test.each([
    ['a short last record right under the others', 'Full Name,City\r\nAnn Lee,Leeds\r\nBo Chen,York\r\nCy Dee\r\n', 4],
    ['a short record after a blank line with a record below it', 'Full Name,City\r\nAnn Lee,Leeds\r\n\r\nBo Chen\r\nCy Dee,Hull\r\n', 4],
    ['short records all the way down', 'Full Name,City\r\nAnn Lee\r\n\r\nBo Chen\r\nCy Dee\r\n', 2],
  ])('%s stays a ragged row to fix, not a footer', async (_name, text, line) => {
    const { doc } = await documentWith({ files: ['short.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'short.csv': text } });
    expect(codesOf(doc)).toEqual(['CSV_RAGGED_ROWS']);
    expect(doc.status().issues[0]?.message).toContain(`line ${line}: 1 (1 missing)`);
  });

  test('a record whose quoted cell runs over two lines is no blank line above a footer', async () => {
    const text = 'Full Name,Notes\r\nAnn Lee,"calls after 5pm\r\nask for Ann"\r\nBo Chen\r\n';
    const { doc } = await documentWith({ files: ['notes.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'notes.csv': text } });
    expect(codesOf(doc)).toEqual(['CSV_RAGGED_ROWS']);
  });
});

describe('uncomputedFormulas', () => {
  test.each([
    ['a formula without its value', '<row r="2"><c r="C2"><f>A2*2</f></c></row>', { count: 1, cells: ['C2'] }],
    ['a formula with its value', '<row r="2"><c r="C2"><f>A2*2</f><v>4</v></c></row>', { count: 0, cells: [] }],
    ['a formula whose value is empty text', '<row r="2"><c r="C2" t="str"><f>A2</f><v></v></c></row>', { count: 0, cells: [] }],
    ['a self-closing cell before a computed formula', '<row r="2"><c r="A2" s="1"/><c r="B2"><f>A2</f><v>1</v></c></row>', { count: 0, cells: [] }],
    ['a self-closing cell before an uncomputed formula', '<row r="2"><c r="A2" s="1"/><c r="B2"><f>A2</f></c></row>', { count: 1, cells: ['B2'] }],
    ['a shared formula, prefixed', '<x:row r="3"><x:c r="D3"><x:f t="shared" si="0"/></x:c></x:row>', { count: 1, cells: ['D3'] }],
  ])('%s', (_name, xml, found) => {
    expect(uncomputedFormulas(`<sheetData>${xml}</sheetData>`)).toEqual(found);
  });
});

describe('exports joined into one file, and a stray quote', () => {
  test('the second export\'s header is no record, and is named (joined-with-header.csv)', async () => {
    const { doc } = await lookupOver('joined-with-header.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'HEADER_REPEATED', severity: 'warning', path: 'lookups[0].file', file: 'joined-with-header.csv',
      message: 'File joined-with-header.csv: line 3 repeats the header of line 1, as when two exports are joined into one file; it is not read as a record. Remove it from the file, and check that the exports joined were meant to be.',
    }]);
    expect(doc.status().files[0]?.rows).toBe(2);
    expect(doc.call('find', { full_name: 'Full Name' }).result).toBe('not_found');
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York' } });
  });

  // Until 2026-12-06 the heading repeated above each page's header ("Customer List", "Page 2 of 2") was read as
  // records: customers named so, found by a lookup, with no word said.
  test('a report exported by pages: each page\'s heading above its header is no record either (paged-report.csv)', async () => {
    const { doc } = await lookupOver('paged-report.csv', {});
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['HEADER_REPEATED', 'TITLE_ROW_SKIPPED']);
    expect(doc.status().issues[0]?.message).toBe('File paged-report.csv: line 9 repeats the header of line 3, as when two exports are joined into one file; it is not read as a record. Remove it from the file, and check that the exports joined were meant to be. Lines 7, 8 above it repeat the title above the header (the heading of each page of a report exported by pages), and are not read as records either.');
    expect(doc.status().files[0]?.rows).toBe(3);
    expect(doc.call('find', { full_name: 'Customer List' }).result).toBe('not_found');
    expect(doc.call('find', { full_name: 'Cy Dee' })).toMatchObject({ result: 'confident', row: { City: 'Hull' } });
  });

  // Until 2026-12-06 "Page 2" alone on its line was a ragged row (CSV_RAGGED_ROWS, an error: the status not OK) and a
  // record, a customer named "Page 2".
  test('a page number alone between records is no record and no ragged row, and is named (page-numbers.csv)', async () => {
    const { doc } = await lookupOver('page-numbers.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'PAGE_NUMBERS_SKIPPED', severity: 'warning', path: 'lookups[0].file', file: 'page-numbers.csv',
      message: 'File page-numbers.csv: lines 3 ("Page 2"), 6 ("Page 3 of 3") are page numbers among the records, as a report exported by pages writes between its pages; they are not read as records. Remove them from the file, or export the report without page breaks.',
    }]);
    expect(doc.status().files[0]?.rows).toBe(3);
    expect(doc.call('find', { full_name: 'Page 2' }).result).toBe('not_found');
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York' } });
  });

  test('a row that only starts like the header is a record', async () => {
    const { doc } = await documentWith({ files: ['names.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'names.csv': 'Full Name,City\nFull Name,Leeds\nBo Chen,York\n' } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.rows).toBe(2);
  });

  test('a cell going on after its closing quote names its record, column and the fix (stray-quote.csv)', async () => {
    const { doc } = await lookupOver('stray-quote.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[0].file', file: 'stray-quote.csv',
      message: messages.csvStrayQuote('stray-quote.csv', 3, 'A', 'Bo Chen"x,York\nCy Dee,Hull\n'),
    }]);
    expect(doc.status().issues[0]?.message).toContain('line 3, column A: a quoted cell goes on after its closing quote (read as: Bo Chen"x,York…)');
  });

  // The cell named was once the record's first holding a quote (there "Smith ""Jr""", written right), on the record's line.
  test.each([
    ['a stray quote in the third cell, under a cell over two lines, is named on the line and in the column its cell starts (stray-quote-later-cell.csv)', 'stray-quote-later-cell.csv', undefined, 4, 'C', 'Bo" Bobby,York\nCy Dee,3 Mill Ln,Cy,Hull\n'],
    ['a stray quote after a cell whose quotes are written twice is named in its own column', 'escaped-first.csv', 'Full Name,Nickname\n"Smith ""Jr""","O\'Brien" Bob\nCy Dee,Cy\n', 2, 'B', 'O\'Brien" Bob\nCy Dee,Cy\n'],
    ['a stray quote after an unquoted cell holding quotes is named in its own column', 'quotes-in-text.csv', 'Full Name,Nickname\nAnn "Annie" Lee,"Bo"x\nCy Dee,Cy\n', 2, 'B', 'Bo"x\nCy Dee,Cy\n'],
    ['in a tab-separated file, after a quoted cell closed by its tab', 'quoted.tsv', 'Full Name\tNickname\n"Bo Chen"\tBo\nCy Dee\t"Cy"d\n', 3, 'B', 'Cy"d\n'],
    ['under an Excel sep= line, the line is the one an editor shows', 'sep-stray.csv', 'sep=;\nFull Name;Nickname\nAnn "Annie" Lee;"Bo"x\nCy Dee;Cy\n', 3, 'B', 'Bo"x\nCy Dee;Cy\n'],
  ])('%s', async (_name, file, csv, line, column, cell) => {
    const { doc } = csv === undefined
      ? await lookupOver(file, {})
      : await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { [file]: csv } });
    expect(doc.status().issues).toEqual([{
      code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[0].file', file,
      message: messages.csvStrayQuote(file, line, column, cell),
    }]);
  });

  test('a quote opened by mistake is named where its cell starts and where the reader gave up, lines below (quote-opened-far-above.csv)', async () => {
    const { doc } = await lookupOver('quote-opened-far-above.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[0].file', file: 'quote-opened-far-above.csv',
      message: messages.csvStrayQuote('quote-opened-far-above.csv', 3, 'A', 'Colin Meyer,Boston\nSean Riley,Boston\nShawn Reilly,Denver\nJohn Smith,Austin\nAnn "Annie" Lee,Leeds\nBo Chen,York\n', { line: 7, text: 'Ann "Annie" Lee,Leeds', at: 4 }),
    }]);
    expect(doc.status().issues[0]?.message).toBe('File quote-opened-far-above.csv, line 3, column A: the quote (") that starts the cell (read as: Colin Meyer,Boston…) is not closed on its line, so the cell runs on over the lines below; the reader gave up on line 7, at a quote followed by text, not by a separator or the line\'s end (line 7 reads: Ann "Annie" Lee,Leeds). Most likely the quote on line 3 is the mistake: remove it, or close the cell on its own line; if the cell really runs over those lines, write each quote inside it twice ("Bo ""Bobby"" Chen"). Then save the file again.');
  });

  test('a quote never closed names the line it opens on and the end of the file, where the reader gave up (unterminated-quote.csv)', async () => {
    const { doc } = await lookupOver('unterminated-quote.csv', {});
    expect(doc.status().issues[0]?.message).toBe('File unterminated-quote.csv, line 3, column A: the quote (") that starts the cell is never closed (from it, the line reads: "Colin Meyer,Boston), so the reader went on to the end of the file, line 4, looking for the closing quote, and lines 3 to 4 would read as that one cell. Add the closing quote, or remove the quote if it is part of the text (a quote inside a quoted cell is written twice: "Bo ""Bobby"" Chen"), and save the file again.');
  });

  // Until 2026-12-05 the record the quote left one field short was reported again, as CSV_RAGGED_ROWS blaming its
  // separators, beside a warning about the quote.
  test('a quote opening a record\'s first cell, closed lines below, is one CSV_RECORDS_IN_CELL error naming the opening quote\'s line and the fix, the short record its consequence (quote-closed-below.csv)', async () => {
    const { doc } = await lookupOver('quote-closed-below.csv', {});
    expect(doc.status().issues).toEqual([{
      code: 'CSV_RECORDS_IN_CELL', severity: 'error', path: 'lookups[0].file', file: 'quote-closed-below.csv',
      message: 'File quote-closed-below.csv, line 3, column A: a quoted cell running to line 6 holds 3 more lines that look like whole records (as many separators as a record has): a quote opened by mistake and closed further down merges them into this cell, and their rows are missing; that is also why the record of line 3 has 1 field where the rows above have 2. Remove the quote that opens the cell on line 3, or close the cell on that line (a quote inside a cell is written twice: "Bo ""Bobby"" Chen"), and check the one that closes it on line 6; then save the file again.',
    }]);
    expect(doc.status().ok).toBe(false);
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York' } });
  });

  test('a record a quote closed lines below leaves a field too many is the quote\'s doing too: said once (quote-closed-below-long.csv)', async () => {
    const { doc } = await lookupOver('quote-closed-below-long.csv', {});
    // Until 2026-12-05 its extra field made a column C with no header, named again by HEADER_BLANK.
    expect(codesOf(doc)).toEqual(['CSV_RECORDS_IN_CELL']);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Boston\nAnn Lee,Denver\nCarl Fox,Salem' } });
    expect(Object.keys((doc.call('find', { full_name: 'Dan Wu' }) as { row: object }).row)).toEqual(['Full Name', 'City']);
    expect(doc.status().issues[0]).toEqual({
      code: 'CSV_RECORDS_IN_CELL', severity: 'error', path: 'lookups[0].file', file: 'quote-closed-below-long.csv',
      message: messages.csvRecordsInCell('quote-closed-below-long.csv', { first: 3, last: 5 }, 'B', 2, { fields: 3, expected: 2 }),
    });
    expect(doc.status().issues[0]?.message).toContain('that is also why the record of line 3 has 3 fields where the rows above have 2. Remove the quote that opens the cell on line 3');
  });

  test('beside a record a quote merged a field too many, another row\'s own field in that place is still a column with a blank header', async () => {
    const file = 'merged-long-beside-long.csv';
    const csv = 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,"Boston\nAnn Lee,Denver\nCarl Fox,Salem",VIP\nDan Wu,Tempe,Gold\n';
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { [file]: csv } });
    expect(codesOf(doc)).toEqual(['CSV_RECORDS_IN_CELL', 'CSV_RAGGED_ROWS', 'HEADER_BLANK']);
    expect(doc.call('find', { full_name: 'Dan Wu' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Dan Wu', City: 'Tempe', C: 'Gold' } });
  });

  test('beside a record a quote merged, a row short of its own separator is still CSV_RAGGED_ROWS, alone in its list (quote-closed-below-ragged.csv)', async () => {
    const { doc } = await lookupOver('quote-closed-below-ragged.csv', {});
    expect(codesOf(doc)).toEqual(['CSV_RECORDS_IN_CELL', 'CSV_RAGGED_ROWS']);
    expect(doc.status().issues[0]?.message).toContain('line 3, column A: a quoted cell running to line 5 holds 2 more lines');
    expect(doc.status().issues[1]?.message).toContain('File quote-closed-below-ragged.csv: 1 row(s) do not have 3 fields like line 1, where the table starts (line 6: 2 (1 missing));');
  });

  test('in a tab-separated file, an unclosed quote under a quoted cell closed by its tab is named by its own line and column', async () => {
    const file = 'open.tsv';
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { [file]: 'Full Name\tCity\n"Bo Chen"\tYork\nCy Dee\t"Hull\n' } });
    expect(doc.status().issues).toEqual([{
      code: 'CSV_UNTERMINATED_QUOTE', severity: 'error', path: 'lookups[0].file', file,
      message: messages.csvUnterminatedQuote(file, { line: 3, column: 'B', text: '"Hull' }),
    }]);
  });
});

describe('a CSV\'s places are the lines a user\'s editor shows', () => {
  test('a ragged record under blank lines and a cell over two lines is named by its line (lines-apart.csv)', async () => {
    const { doc } = await lookupOver('lines-apart.csv', {});
    const ragged = doc.status().issues.find((issue) => issue.code === 'CSV_RAGGED_ROWS')?.message;
    expect(ragged).toContain('like line 1, where the table starts (line 6: 5 (1 extra))');
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { Phone: '3125550199' } });
  });

  test('a stray quote under a blank line is named by its line and column, with the fix (stray-quote-after-blank.csv)', async () => {
    const { doc } = await lookupOver('stray-quote-after-blank.csv', {});
    expect(doc.status().issues).toMatchObject([{
      code: 'CSV_MALFORMED',
      message: messages.csvStrayQuote('stray-quote-after-blank.csv', 4, 'A', 'Bo Chen"x,York\n'),
    }]);
  });

  test('header_row counts lines: header_row: 5 reads the header on line 5, under a title and a subtitle each followed by a blank line (titled-spaced.csv)', async () => {
    const { doc } = await lookupOver('titled-spaced.csv', { header_row: 5 });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { Phone: '07700900124' } });
  });

  test('header_row as it counted records until 2026-12-05 gets HEADER_ROW_COUNTS_LINES, naming the line to set (titled-spaced.csv)', async () => {
    const { doc } = await lookupOver('titled-spaced.csv', { header_row: 3 });
    expect(doc.status().issues).toContainEqual(expect.objectContaining({
      code: 'HEADER_ROW_COUNTS_LINES',
      severity: 'warning',
      message: 'File titled-spaced.csv: header_row: 3 counts lines of the file as an editor numbers them, so line 3 ("Customer list") is read as the header; line 5 ("Full Name", "City", "Phone") looks more like one, and is what header_row: 3 read until 2026-12-05, when it counted only the records with content (blank lines and the extra lines of a cell over several left out). If line 5 is the header, set header_row: 5.',
    }));
  });

  test('header_row on the header line of a file with a blank line above it gets no warning (report-title.csv)', async () => {
    const { doc } = await lookupOver('report-title.csv', { header_row: 3 });
    expect(doc.status().issues).toEqual([]);
  });

  test('a valid quoted cell whose closing quote and a space end the first chunk read is no quote error', async () => {
    // The first chunk read is 1 MiB: the record that crosses it closes its quote, then a space, at the chunk's end.
    const head = 'Full Name,City\n';
    // Rows of a kilobyte each (a long city cell) to near the chunk's end: the table's size, not its rows, reaches it.
    const filler = Array.from({ length: 1_020 }, (_, i) => `Person ${i},City ${i} ${'x'.repeat(1_000)}\n`).join('');
    const record = '"Bo Chen" ,York\n';
    const pad = (1 << 20) - head.length - filler.length - '"Bo Chen" '.length - 'Ann Lee,'.length - 1;
    const csv = `${head}${filler}Ann Lee,${'x'.repeat(pad)}\n${record}Cy Dee,Hull\n`;
    expect(csv.indexOf(record) + '"Bo Chen" '.length).toBe(1 << 20);
    const { doc } = await documentWith({ files: ['chunked.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, [], { extraFiles: { 'chunked.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { City: 'York' } });
  });
});

describe('title rows of several cells above the header', () => {
  test.each([
    ['a report name and its date over a blank line (report-title.csv)', 'report-title.csv', 'File report-title.csv: line 1 ("Customer report", "2026-12-01") was read as a title above the table and skipped; line 3 is the header. If line 1 is the header, set header_row: 1; if the file has no header and that row is data, set header_row: 0.'],
    ['a company and report name, then a printed date (titled-report.csv)', 'titled-report.csv', 'File titled-report.csv: line 1 ("Acme Energy", "Customer report"), line 2 ("Printed", "2026-12-01") were read as titles above the table and skipped; line 3 is the header. If line 1 is the header, set header_row: 1; if the file has no header and those rows are data, set header_row: 0.'],
    ['a title row of four cells over a header of five (titled-wide.csv)', 'titled-wide.csv', 'File titled-wide.csv: line 1 ("Acme Energy", "Customer export", "Printed by J. Smith", "2026-11-30") was read as a title above the table and skipped; line 2 is the header. If line 1 is the header, set header_row: 1; if the file has no header and that row is data, set header_row: 0.'],
  ])('%s: skipped, named, and the table reads', async (_name, file, warning) => {
    const { doc } = await lookupOver(file, {});
    expect(doc.status().issues.filter((issue) => issue.code !== 'CSV_RAGGED_ROWS')).toEqual([{ code: 'TITLE_ROW_SKIPPED', severity: 'warning', path: 'lookups[0].file', file, message: warning }]);
    expect(doc.call('find', { full_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Bo Chen' } });
  });

  test.each([
    ['a two-column table whose first row is its header', 'Name,Phone\r\nAnn Lee,07700900123\r\nBo Chen,07700900124\r\n', ['Name', 'Phone']],
    ['a header with a blank name over records of words alone', 'Full Name,,City\r\nAnn Lee,Gold,Leeds\r\nBo Chen,Silver,York\r\n', ['Full Name', 'B', 'City']],
    ['a first row of words with a blank cell over wider records (read as the header, as any first row of words)', 'Ann Lee,,Leeds\r\nBo Chen,07700900124,York\r\nCy Dee,07700900125,Hull\r\n', ['Ann Lee', 'B', 'Leeds']],
  ])('%s: nothing is skipped', async (_name, text, columns) => {
    const { doc } = await documentWith({ files: ['table.csv'], lookups: [{ tool_name: 'find', search_column: 'A' }] }, [], { extraFiles: { 'table.csv': text } });
    expect(doc.status().issues.map((issue) => issue.code)).not.toContain('TITLE_ROW_SKIPPED');
    expect(doc.status().files[0]?.columns).toEqual(columns);
  });
});

describe('line breaks inside quoted cells', () => {
  test.each([
    ['UTF-8, CRLF (lines-apart.csv)', 'lines-apart.csv'],
    ['UTF-16 LE without a BOM, CRLF (utf16le-no-bom-crlf.csv)', 'utf16le-no-bom-crlf.csv'],
  ])('%s: a CRLF inside a quoted cell reads as one line break, and the rows below are whole', async (_name, file) => {
    const { doc } = await lookupOver(file, {});
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Notes: 'Calls after 5pm\nask for the account holder' } });
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident' });
  });
});

describe('Excel text formulas in a CSV', () => {
  // Until 2026-12-05 the row returned held ="0012345", which a voice agent would read out as it is.
  test('="0012345" reads as the text Excel shows, leading zeros kept, quoted as a CSV cell or not (excel-text-formulas.csv)', async () => {
    const { doc } = await documentWith({ files: ['excel-text-formulas.csv'], lookups: [{ tool_name: 'find', search_column: 'Account', match_mode: 'exact' }] }, ['excel-text-formulas.csv']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { account: '0012345' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', Account: '0012345', Zip: '02134', Note: '=SUM(B2:B3)' }, score: 100 });
    expect(doc.call('find', { account: '0012346' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', Account: '0012346', Zip: '02135', Note: 'Bo "Jr"' }, score: 100 });
  });
});

describe('Excel error values in a CSV', () => {
  // Until 2026-12-06 they were handed to the agent as written, "Account": "#N/A", where a workbook's read blank.
  test('read as blank, as in a workbook, and CSV_ERROR_CELLS names them; a cell only starting with # is text (excel-errors.csv)', async () => {
    const { doc } = await documentWith({ files: ['excel-errors.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['excel-errors.csv']);
    expect(doc.status().issues).toEqual([{
      code: 'CSV_ERROR_CELLS', severity: 'warning', path: 'lookups[0].file', file: 'excel-errors.csv',
      message: 'File excel-errors.csv: 4 cells hold an Excel error (line 2, column B: #N/A; line 2, column C: #DIV/0!; line 3, column C: #REF!; …), as Excel writes a formula that failed when it saves a CSV; read as blank, so their rows cannot be found by those cells. Fix the formulas in the workbook (or paste the sheet as values) and export the CSV again.',
    }]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', Account: '', Balance: '', Note: '#1 customer' }, score: 100 });
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ row: { Note: '#' } });
  });
});

describe('columns Excel named Column1 and no one filled', () => {
  // Until 2026-12-06 every row returned "Column1": "", "Column3": "" (a table widened by columns never used).
  test.each([['placeholder-columns.xlsx'], ['placeholder-columns.csv']])('are left out of rows and previews; one holding something stays (%s)', async (file) => {
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [file]);
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'Phone', 'Column2']);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', Phone: '07700 900456', Column2: '' }, score: 100 });
  });

  // Until 2026-12-06 only English, German, French, Spanish, Italian, Portuguese and Dutch names were known: a table
  // made by a Swedish, Finnish, Polish, Russian, Japanese, Turkish or Greek Excel returned "Kolumn1": "" and the like.
  test('are left out in the other languages of Excel too, a Turkish one written with a combining mark (placeholder-columns-languages.csv)', async () => {
    const file = 'placeholder-columns-languages.csv';
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [file]);
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'Phone', 'Kolonne7']);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', Phone: '07700 900456', Kolonne7: '' }, score: 100 });
  });

  test('named in return_columns, such a column is returned still (placeholder-columns.xlsx)', async () => {
    const { doc } = await documentWith({ files: ['placeholder-columns.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Full Name', return_columns: ['Phone', 'Column1'] }] }, ['placeholder-columns.xlsx']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', Phone: '07700 900123', Column1: '' }, score: 100 });
  });
});

describe('guard apostrophes in a CSV', () => {
  // Until 2026-12-06 the row returned held '+44 7700 900123, which an agent read out with its apostrophe.
  test.each([
    ['Caitlin Myers', { Phone: '+44 7700 900123', Notes: '=cmd', Balance: '-5' }],
    ['Sean Riley', { Phone: '+1 555 010 0123', Notes: '@home', Balance: '12' }],
    // (An apostrophe before a number keeps it as written, and is no part of it either: `'7` read "'7" until 2026-12-06.)
    ["Bo O'Brien", { Phone: "'", Notes: '0', Balance: '7' }],
  ])('%s is handed the cells without the apostrophe guarding + - = @ or a number, and an apostrophe guarding nothing is kept (formula-guards.csv)', async (name, cells) => {
    const { doc } = await documentWith({ files: ['formula-guards.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['formula-guards.csv']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: name })).toEqual({ result: 'confident', row: { 'Full Name': name, ...cells }, score: 100 });
  });

  test('the phone as the export wrote it, guard and all, finds it in exact mode', async () => {
    const { doc } = await documentWith({ files: ['formula-guards.csv'], lookups: [{ tool_name: 'find', search_column: 'Phone', match_mode: 'exact' }] }, ['formula-guards.csv']);
    expect(doc.call('find', { phone: '+44 7700 900123' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
  });
});

describe('apostrophes keeping a number as written in a CSV', () => {
  // Decided: the apostrophe Excel users type before a number to keep its leading zeros ('0012345), which exports write
  // so that a spreadsheet keeps them, is no part of the value, as a guard before + - = @ is not. Until 2026-12-06 the
  // row returned held "'0012345", which an agent read out or passed on with the apostrophe (the lookup found it).
  const over = (lookup: Record<string, unknown>) => documentWith({ files: ['leading-zero-apostrophes.csv'], lookups: [{ tool_name: 'find', ...lookup }] }, ['leading-zero-apostrophes.csv']);
  test.each([
    ['0012345 finds the account written \'0012345, handed without the apostrophe; \'90s music stays as written', '0012345',
      { 'Full Name': 'Caitlin Myers', 'Account ID': '0012345', ZIP: '02134', Phone: '0161 496 0000', Note: "'90s music" }],
    ['0099887 finds the account written \'0099887; a phone in brackets loses the apostrophe, \'til Friday keeps it', '0099887',
      { 'Full Name': 'Sean Riley', 'Account ID': '0099887', ZIP: '60601', Phone: '(555) 010-0123', Note: "'til Friday" }],
    ['0042 finds the account written without one; an apostrophe alone stays', '0042',
      { 'Full Name': 'Ann Lee', 'Account ID': '0042', ZIP: '07030', Phone: '555-010-0199', Note: "'" }],
  ])('%s (exact Account ID)', async (_case, account, row) => {
    const { doc } = await over({ search_column: 'Account ID', match_mode: 'exact' });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { account_id: account })).toEqual({ result: 'confident', row, score: 100 });
  });

  test('a ZIP code said with its zero finds the row in exact mode', async () => {
    const { doc } = await over({ search_column: 'ZIP', match_mode: 'exact' });
    expect(doc.call('find', { zip: '02134' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', ZIP: '02134' }, score: 100 });
  });
});

describe('a header cell merged over two columns of a one-row header', () => {
  // Until 2026-12-05 the warning told the user to name a column that the sheet shows headed, under the merge.
  // Until 2026-12-06, over records of words alone, the first record was read as the lower row of a header on two
  // rows: columns "Name Caitlin", "Name Myers", "City Chicago", and Caitlin Myers no record.
  test.each([
    ['merged-header-cell.xlsx', ['Name', 'B', 'City', 'Phone']],
    ['merged-header-cell-words.xlsx', ['Name', 'B', 'City']],
  ])('HEADER_BLANK says the blank column is under the merged cell, which names its first column alone (%s)', async (file, columns) => {
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'Name', additional_search_columns: ['B'] }] }, [file]);
    expect(doc.status().files[0]?.columns).toEqual(columns);
    expect(doc.status().issues).toEqual([{
      code: 'HEADER_BLANK', severity: 'warning', path: 'lookups[0].file', file,
      message: `File ${file} [People]: column B has a blank header in row 1, read as the header; the column can only be referenced by its letter. Column B is under the merged header cell "Name" (A1:B1), whose text the workbook keeps in its first column: "Name" means column A alone. To reference a column under a merged header cell by name, unmerge the cells and name each column, or set header_row: 0 if row 1 is data.`,
    }]);
    expect(doc.call('find', { query: 'Sean', query_b: 'Riley' })).toMatchObject({ result: 'confident', row: { Name: 'Sean', B: 'Riley', City: 'Boston' } });
    expect(doc.call('find', { query: 'Caitlin', query_b: 'Myers' })).toMatchObject({ result: 'confident', row: { Name: 'Caitlin', B: 'Myers', City: 'Chicago' } });
  });
});

describe('a header on two rows of a workbook: group names merged over the columns under them', () => {
  const grouped = (sheet: string, lookup: Record<string, unknown> = {}) =>
    documentWith({ files: ['contact-groups.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Contact Name', sheet, ...lookup }] }, ['contact-groups.xlsx']);

  test('"Contact" over "Name" and "Phone" reads as the columns "Contact Name" and "Contact Phone", said in a warning', async () => {
    const { doc } = await grouped('Grouped');
    expect(doc.status().files[0]?.columns).toEqual(['Contact Name', 'Contact Phone', 'Address Street', 'Address City', 'Account']);
    expect(doc.status().issues).toEqual([{
      code: 'HEADER_TWO_ROWS', severity: 'warning', path: 'lookups[0].file', file: 'contact-groups.xlsx',
      message: 'File contact-groups.xlsx [Grouped]: rows 1 and 2 are read as one header: the merged cells of row 1 name groups of the columns under them, so those columns are named by both, as "Contact Name", "Contact Phone", "Address Street", "Address City". Reference them by these names (or by column letter). If row 2 alone is the header, set header_row: 2.',
    }]);
    expect(doc.call('find', { contact_name: 'Bo Chen' })).toMatchObject({ result: 'confident', row: { 'Contact Phone': '07700900124', 'Address City': 'York', Account: 'A1002' } });
  });

  test('under a title merged over the whole width: the title is skipped, the two rows below are the header', async () => {
    const { doc } = await grouped('Titled');
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['TITLE_ROW_SKIPPED', 'HEADER_TWO_ROWS']);
    expect(doc.status().files[0]?.columns).toEqual(['Contact Name', 'Contact Phone', 'Address Street', 'Address City', 'Account']);
    expect(doc.call('find', { contact_name: 'Cy Dee' })).toMatchObject({ result: 'confident', row: { 'Contact Phone': '07700900125' } });
  });

  test.each([
    ['header_row on the group row reads both rows', 'Grouped', 1, ['Contact Name', 'Contact Phone', 'Address Street', 'Address City', 'Account']],
    ['header_row on the lower row reads it alone', 'Grouped', 2, ['Name', 'Phone', 'Street', 'City', 'Account']],
    ['header_row on the lower row under a title reads it alone', 'Titled', 3, ['Name', 'Phone', 'Street', 'City', 'Account']],
  ])('%s', async (_name, sheet, headerRow, columns) => {
    const { doc } = await grouped(sheet, { header_row: headerRow, search_column: columns[0], param_name: 'customer' });
    expect(doc.status().files[0]?.columns).toEqual(columns);
    expect(doc.call('find', { customer: 'Ann Lee' })).toMatchObject({ result: 'confident' });
  });
});
