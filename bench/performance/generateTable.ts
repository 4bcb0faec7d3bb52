// Deterministic synthetic customer tables (10k to 1M rows) with the duplicates and homophones real ones have.
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename } from 'node:fs/promises';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { coinedNames } from './coinedNames.js';
import { CITIES, FIRST_NAMES, SURNAMES, zipfWeights } from './names.js';
import { seededRandom, weightedPicker, type Random, type WeightedPicker } from './prng.js';

/** One generated customer; `firstName`/`surname` are kept so queries can be built from the truth. */
export interface Customer {
  accountId: string;
  firstName: string;
  middleInitial: string;
  surname: string;
  fullName: string;
  phone: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  plan: string;
}

/** The CSV header, in file order. */
export const CUSTOMER_COLUMNS = ['Account ID', 'Full Name', 'Phone', 'City', 'State', 'Postcode', 'Email', 'Plan'] as const;

/** Where generated tables live (gitignored): `bench/.data/`. */
export const DATA_DIRECTORY = fileURLToPath(new URL('../.data/', import.meta.url));

const TABLE_SEED = 20261202;
const PLANS = ['Basic', 'Basic', 'Basic', 'Plus', 'Plus', 'Premium', 'Business'] as const;
// Shares chosen to resemble a utility's customer file: some people hold two accounts, households share a phone.
const SAME_PERSON_SHARE = 0.03;
const SAME_HOUSEHOLD_SHARE = 0.05;
const MIDDLE_INITIAL_SHARE = 0.04;
const DOUBLE_SURNAME_SHARE = 0.02;

/**
 * The names a table draws from: the common lists (a few hundred words in all), or those followed by coined names
 * (`coinedNames.ts`), about one surname per four rows and one first name per 25 as in a real customer file, so the
 * vocabulary grows with the table.
 */
export type TableVocabulary = 'common' | 'wide';
const WIDE_SURNAMES_PER_ROW = 1 / 4;
const WIDE_FIRST_NAMES_PER_ROW = 1 / 25;
const WIDE_SEED = 0x5a5a;

interface NamePickers {
  firstNames: WeightedPicker<string>;
  surnames: WeightedPicker<string>;
}
const commonNames: NamePickers = {
  firstNames: weightedPicker(zipfWeights(FIRST_NAMES, 0.7)),
  surnames: weightedPicker(zipfWeights(SURNAMES, 0.6)),
};

function namePickers(size: number, vocabulary: TableVocabulary): NamePickers {
  if (vocabulary === 'common') return commonNames;
  const firsts = [...FIRST_NAMES, ...coinedNames(Math.round(size * WIDE_FIRST_NAMES_PER_ROW), 'first', TABLE_SEED ^ size ^ 1, new Set(FIRST_NAMES))];
  const lasts = [...SURNAMES, ...coinedNames(Math.round(size * WIDE_SURNAMES_PER_ROW), 'surname', TABLE_SEED ^ size ^ 2, new Set(SURNAMES))];
  return { firstNames: weightedPicker(zipfWeights(firsts, 0.7)), surnames: weightedPicker(zipfWeights(lasts, 0.6)) };
}

const cities = weightedPicker(CITIES.map((entry) => [entry, entry.weight] as const));

/**
 * The customers of a table of `size` rows; the same size always yields the same rows, and a smaller table
 * is not a prefix of a larger one (each size has its own seed) so caches cannot leak between sizes.
 *
 * @example
 *   generateCustomers(10_000)[0]?.fullName // e.g. 'Mary Johnson', identical on every run
 */
export function generateCustomers(size: number, vocabulary: TableVocabulary = 'common'): Customer[] {
  const random = seededRandom(TABLE_SEED ^ size ^ (vocabulary === 'wide' ? WIDE_SEED : 0));
  const names = namePickers(size, vocabulary);
  const customers: Customer[] = [];
  for (let index = 0; index < size; index += 1) {
    const earlier = index > 0 ? customers[random.below(index)] : undefined;
    const roll = random.next();
    let customer: Customer;
    if (earlier && roll < SAME_PERSON_SHARE) {
      customer = { ...earlier, accountId: accountIdFor(index), plan: random.pick(PLANS) };
    } else if (earlier && roll < SAME_PERSON_SHARE + SAME_HOUSEHOLD_SHARE) {
      customer = person(random, index, { surname: earlier.surname, phone: earlier.phone, city: earlier.city, state: earlier.state, postcode: earlier.postcode }, names);
    } else {
      customer = person(random, index, {}, names);
    }
    customers.push(customer);
  }
  return customers;
}

function person(random: Random, index: number, household: Partial<Customer>, { firstNames, surnames }: NamePickers): Customer {
  const firstName = firstNames.pick(random);
  const middleInitial = random.chance(MIDDLE_INITIAL_SHARE) ? `${String.fromCharCode(65 + random.below(26))}.` : '';
  let surname = household.surname ?? surnames.pick(random);
  if (!household.surname && random.chance(DOUBLE_SURNAME_SHARE)) surname = `${surname}-${surnames.pick(random)}`;
  const place = cities.pick(random);
  const city = household.city ?? place.city;
  const state = household.state ?? place.state;
  const phone = household.phone ?? phoneIn(random, place.areaCode);
  const postcode = household.postcode ?? String(10000 + random.below(89999));
  const fullName = [firstName, middleInitial, surname].filter(Boolean).join(' ');
  const emailLocal = `${firstName}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    accountId: accountIdFor(index),
    firstName,
    middleInitial,
    surname,
    fullName,
    phone,
    city,
    state,
    postcode,
    email: `${emailLocal}${random.below(100)}@example.com`,
    plan: random.pick(PLANS),
  };
}

/** Unique per row, not sequential (7919 is prime to 9,000,000), so ids do not sort like row numbers. */
function accountIdFor(index: number): string {
  return `A${1_000_000 + ((index * 7919) % 9_000_000)}`;
}

function phoneIn(random: Random, areaCode: string): string {
  const exchange = 200 + random.below(800);
  const line = String(random.below(10000)).padStart(4, '0');
  return `(${areaCode}) ${exchange}-${line}`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A customer as a CSV record in `CUSTOMER_COLUMNS` order. */
export function customerRecord(customer: Customer): string[] {
  return [customer.accountId, customer.fullName, customer.phone, customer.city, customer.state, customer.postcode, customer.email, customer.plan];
}

/**
 * Writes `bench/.data/customers-<size>.csv` (`-wide` before `.csv` for a wide vocabulary; CRLF, like spreadsheet
 * exports) unless it already exists,
 * and returns its path. Written to a temporary name first so an interrupted run never leaves half a table.
 *
 * @example
 *   const csvPath = await ensureCustomerTable(10_000, generateCustomers(10_000))
 */
export async function ensureCustomerTable(size: number, customers: readonly Customer[], vocabulary: TableVocabulary = 'common'): Promise<string> {
  const csvPath = join(DATA_DIRECTORY, `customers-${size}${vocabulary === 'wide' ? '-wide' : ''}.csv`);
  try {
    await access(csvPath);
    return csvPath;
  } catch {
    // Not generated yet: write it below.
  }
  await mkdir(DATA_DIRECTORY, { recursive: true });
  const temporaryPath = `${csvPath}.${process.pid}.tmp`;
  const out = createWriteStream(temporaryPath);
  const lines: string[] = [CUSTOMER_COLUMNS.map(csvField).join(',')];
  const flush = async (): Promise<void> => {
    if (!out.write(`${lines.join('\r\n')}\r\n`)) await once(out, 'drain');
    lines.length = 0;
  };
  for (const customer of customers) {
    lines.push(customerRecord(customer).map(csvField).join(','));
    if (lines.length >= 5000) await flush();
  }
  if (lines.length > 0) await flush();
  out.end();
  await once(out, 'finish');
  await rename(temporaryPath, csvPath);
  return csvPath;
}
