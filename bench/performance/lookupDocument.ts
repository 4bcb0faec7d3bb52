// The lookup document the benchmark loads: one exact key, one name, and name + city, over a generated table.
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DATA_DIRECTORY } from './generateTable.js';

/** Tool names and their arguments, shared by the measuring loop and the document. */
export const BENCH_TOOLS = {
  exactAccount: { tool: 'find_account', param: 'account_id' },
  exactPhone: { tool: 'find_by_phone', param: 'phone' },
  hybridName: { tool: 'find_customer', param: 'full_name' },
  hybridNameCity: { tool: 'find_customer_in_city', param: 'full_name', cityParam: 'city' },
} as const;

/**
 * Writes `bench/.data/customers-<size>.lookup.json` next to the CSV (rewritten every run: it is tiny,
 * and a format change in the matcher then takes effect without deleting cached tables).
 *
 * @example
 *   const documentPath = await writeLookupDocument('/repo/bench/.data/customers-10000.csv')
 */
export async function writeLookupDocument(csvPath: string): Promise<string> {
  const file = basename(csvPath);
  const document = {
    files: [file],
    lookups: [
      { tool_name: BENCH_TOOLS.exactAccount.tool, file, search_column: 'Account ID', param_name: BENCH_TOOLS.exactAccount.param, match_mode: 'exact' },
      { tool_name: BENCH_TOOLS.exactPhone.tool, file, search_column: 'Phone', param_name: BENCH_TOOLS.exactPhone.param, match_mode: 'exact' },
      { tool_name: BENCH_TOOLS.hybridName.tool, file, search_column: 'Full Name', param_name: BENCH_TOOLS.hybridName.param, match_mode: 'hybrid' },
      {
        tool_name: BENCH_TOOLS.hybridNameCity.tool,
        file,
        search_column: 'Full Name',
        param_name: BENCH_TOOLS.hybridNameCity.param,
        match_mode: 'hybrid',
        additional_search_columns: [{ column: 'City', param_name: BENCH_TOOLS.hybridNameCity.cityParam, match_mode: 'hybrid' }],
      },
    ],
  };
  const documentPath = join(DATA_DIRECTORY, file.replace(/\.csv$/, '.lookup.json'));
  await writeFile(documentPath, `${JSON.stringify(document, null, 2)}\n`);
  return documentPath;
}
