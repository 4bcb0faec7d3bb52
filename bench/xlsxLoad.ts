// Workbook reading: how long one sheet of N rows takes through read-excel-file and through the direct reader of long
// sheets (packages/matcher/src/source/sheetCells.ts), each in a fresh process. The workbook is generated (5 columns:
// a name, a phone stored as a number, a city, an account id, a date of birth formatted dd/mm/yyyy) and deleted after.
//   npx tsx bench/xlsxLoad.ts 50000 100000 199999
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const SELF = fileURLToPath(import.meta.url);

async function writeWorkbook(path: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = book.addWorksheet('People');
  sheet.addRow(['Full Name', 'Phone', 'City', 'Account ID', 'Date of Birth']).commit();
  const first = ['Caitlin', 'Sean', 'Shawn', 'Maria', 'John', 'Priya', 'Zoe', 'Robert', 'Ana', 'Daniel'];
  const last = ['Myers', 'Riley', 'Reilly', 'Lopez', 'Smith', 'Natarajan', 'Muller', 'Fitzgerald'];
  for (let i = 0; i < rows; i++) {
    const row = sheet.addRow([`${first[i % 10]} ${last[(i * 7) % 8]} ${i}`, 3125550000 + i, `City ${i % 500}`, `A${100000 + i}`, new Date(Date.UTC(1950 + (i % 50), i % 12, 1 + (i % 28)))]);
    row.getCell(5).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await book.commit();
}

/** In a child: reads the workbook with one reader and prints its time, or the error it failed with. */
async function measure(path: string, reader: string): Promise<void> {
  const bytes = readFileSync(path);
  const started = performance.now();
  try {
    if (reader === 'read-excel-file') {
      const { default: readXlsxFile } = await import('read-excel-file/node');
      await readXlsxFile(bytes);
    } else {
      const { readSheetCells } = await import('../packages/matcher/src/source/sheetCells.js');
      await readSheetCells(bytes);
    }
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.log(`failed after ${((performance.now() - started) / 1000).toFixed(1)} s: ${error instanceof Error ? error.message.slice(0, 60) : String(error)}`);
  }
}

if (process.argv[2] === '--measure') {
  await measure(process.argv[3]!, process.argv[4]!);
} else {
  const sizes = process.argv.slice(2).map(Number);
  const folder = mkdtempSync(join(tmpdir(), 'xlsx-load-'));
  try {
    console.log('| rows | read-excel-file | direct reader |\n|---|---|---|');
    for (const rows of sizes.length > 0 ? sizes : [50_000, 100_000, 199_999]) {
      const path = join(folder, `rows-${rows}.xlsx`);
      await writeWorkbook(path, rows);
      const times = ['read-excel-file', 'direct'].map((reader) =>
        spawnSync(process.execPath, ['--import', 'tsx', SELF, '--measure', path, reader], { encoding: 'utf8' }).stdout.trim());
      console.log(`| ${rows.toLocaleString('en-US')} | ${times[0]} | ${times[1]} |`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
