// Writes customers.xlsx: 520 fictional customers for the customer-care example, with the confusable
// names the lookup must tell apart. Deterministic; run by hand and commit the output:
//   npx tsx flows/customer-care/make-customers.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const CUSTOMERS = 520;

// Small deterministic PRNG (mulberry32) so the workbook is the same on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261202);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

// First and last names kept clear of the confusables below, so those stay the only near-twins.
const FIRST = [
  'Amelia', 'Oliver', 'Harper', 'Mateo', 'Aisha', 'Noah', 'Leila', 'Ethan', 'Sofia', 'Lucas', 'Mei', 'Arjun', 'Grace',
  'Hugo', 'Nadia', 'Felix', 'Ingrid', 'Tomas', 'Yara', 'Oscar', 'Chloe', 'Rafael', 'Hannah', 'Kwame', 'Elena', 'Victor',
  'Freya', 'Jonas', 'Ruby', 'Samuel', 'Anika', 'Diego', 'Clara', 'Isaac', 'Mira', 'Theo', 'Beatrix', 'Luca', 'Naomi',
  'Pablo', 'Esther', 'Marcus', 'Ivy', 'Dmitri', 'Lena', 'Omar', 'Rosa', 'Kenji', 'Alice', 'Bruno',
];
const LAST = [
  'Okafor', 'Lindqvist', 'Alvarez', 'Nakamura', 'Brennan', 'Kowalski', 'Haddad', 'Fontaine', 'Castillo', 'Van Dijk',
  'Osei', 'Petrov', 'Moreau', 'Gallagher', 'Sato', 'Rahman', 'Delgado', 'Novak', 'Eriksen', 'Mensah', 'Carvalho',
  'Whitfield', 'Abernathy', 'Quintero', 'Takahashi', 'Oyelaran', 'Marchetti', 'Holloway', 'Szabo', 'Duarte', 'Faulkner',
  'Ibarra', 'Kaminski', 'Lachance', 'Morrow', 'Nguyen', 'Pemberton', 'Rasmussen', 'Stavros', 'Thornbury',
];
const CITIES = [
  ['Chicago', '312'], ['Boston', '617'], ['Denver', '303'], ['Austin', '512'], ['Seattle', '206'], ['Portland', '503'],
  ['Phoenix', '602'], ['Atlanta', '404'], ['Miami', '305'], ['San Diego', '619'], ['Nashville', '615'], ['Detroit', '313'],
  ['Minneapolis', '612'], ['Pittsburgh', '412'], ['Baltimore', '410'], ['Sacramento', '916'],
] as const;
const PLANS = [['Basic', 19], ['Plus', 39], ['Premium', 79]] as const;

interface Customer {
  name: string;
  city: string;
  areaCode: string;
  /** Last four digits of a 555-01xx number (the range reserved for fiction). */
  line?: string;
  status?: string;
}

// The confusables every demo and test relies on.
const FIXED: readonly Customer[] = [
  { name: 'Caitlin Myers', city: 'Chicago', areaCode: '312', line: '0142' },
  { name: 'Colin Meyer', city: 'Boston', areaCode: '617', line: '0143' },
  { name: 'Sean Riley', city: 'Denver', areaCode: '303', line: '0144' },
  { name: 'Shawn Reilly', city: 'Austin', areaCode: '512', line: '0145' },
  { name: 'John Smith', city: 'Seattle', areaCode: '206', line: '0146' },
  { name: 'John Smith', city: 'Miami', areaCode: '305', line: '0147' },
  // One household phone shared by three accounts in three cities: phone alone is ambiguous.
  { name: 'Maria Lopez', city: 'Denver', areaCode: '720', line: '0199' },
  { name: 'Daniel Lopez', city: 'Portland', areaCode: '720', line: '0199' },
  { name: 'Ana Lopez', city: 'Phoenix', areaCode: '720', line: '0199' },
  { name: 'Robert Fitzgerald', city: 'Boston', areaCode: '617', line: '0150' },
  { name: 'Zoë Müller', city: 'Chicago', areaCode: '312', line: '0151' },
  { name: 'Siobhan O\'Connor', city: 'Boston', areaCode: '617', line: '0152', status: 'Suspended' },
];

function customers(): Customer[] {
  const all: Customer[] = [...FIXED];
  const names = new Set(all.map((c) => c.name));
  while (all.length < CUSTOMERS) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    if (names.has(name)) continue;
    names.add(name);
    const [city, areaCode] = pick(CITIES);
    all.push({ name, city, areaCode });
  }
  return all;
}

async function main(): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.creator = 'switchboard make-customers.ts';
  const sheet = book.addWorksheet('Customers');
  sheet.columns = [
    { header: 'Full Name', width: 22 }, { header: 'Phone', width: 18 }, { header: 'City', width: 14 },
    { header: 'Account ID', width: 12 }, { header: 'Email', width: 34 }, { header: 'Plan', width: 10 },
    { header: 'Monthly Fee', width: 12 }, { header: 'Annual Fee', width: 12 }, { header: 'Balance', width: 10 },
    { header: 'Date of birth', width: 14 }, { header: 'Customer Since', width: 14 }, { header: 'Status', width: 11 },
  ];
  const usedLines = new Set(FIXED.map((c) => `${c.areaCode}${c.line ?? ''}`));
  customers().forEach((customer, i) => {
    let line = customer.line;
    while (line === undefined) {
      const candidate = `01${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      if (!usedLines.has(`${customer.areaCode}${candidate}`)) {
        usedLines.add(`${customer.areaCode}${candidate}`);
        line = candidate;
      }
    }
    const digits = `1${customer.areaCode}555${line}`;
    // Every third row stores the phone as a number, as spreadsheets typed by hand do.
    const phone = i % 3 === 1 ? Number(digits) : `+1 (${customer.areaCode}) 555-${line}`;
    const [plan, fee] = pick(PLANS);
    const rowNumber = i + 2;
    const email = `${customer.name.normalize('NFKD').replace(/[\u0300-\u036f']/g, '').toLowerCase().replace(/\s+/g, '.')}${i}@example.com`;
    const row = sheet.addRow([
      customer.name, phone, customer.city, `A${10001 + i}`, email, plan, fee,
      { formula: `G${rowNumber}*12`, result: fee * 12 },
      Math.round((next() * 400 - 50) * 100) / 100,
      new Date(Date.UTC(1950 + Math.floor(next() * 55), Math.floor(next() * 12), 1 + Math.floor(next() * 28))),
      new Date(Date.UTC(2010 + Math.floor(next() * 16), Math.floor(next() * 12), 1 + Math.floor(next() * 28))),
      customer.status ?? (next() < 0.93 ? 'Active' : 'Closed'),
    ]);
    row.getCell(10).numFmt = 'yyyy-mm-dd';
    row.getCell(11).numFmt = 'yyyy-mm-dd';
    row.getCell(9).numFmt = '0.00';
  });
  const out = join(dirname(fileURLToPath(import.meta.url)), 'customers.xlsx');
  await book.xlsx.writeFile(out);
  process.stdout.write(`wrote ${out}\n`);
}

await main();
