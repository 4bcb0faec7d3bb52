// A test double for a lookup document: a fixed answer per name, so runtime tests do not depend on matching.
import type { LookupResult, ToolDefinition } from '@switchboard/matcher';
import type { LookupProvider } from '@switchboard/flow';

export const CAITLIN = { 'Full Name': 'Caitlin Myers', 'Account ID': 'A1001', City: 'Springfield' };
export const SEAN = { 'Full Name': 'Sean Riley', 'Account ID': 'A2002', City: 'Portland' };
export const SHAWN = { 'Full Name': 'Shawn Reilly', 'Account ID': 'A2003', City: 'Salem' };

export const lookupCustomerTool: ToolDefinition = {
  name: 'lookup_customer',
  description: "Look up a customer's account by name.",
  parameters: [
    { name: 'full_name', description: 'The name as heard', required: true, column: 'Full Name' },
    { name: 'city', description: 'The city as heard', required: false, column: 'City' },
  ],
};

/** Answers like a lookup document would for a handful of names; records every call. */
export function fakeCustomers(): LookupProvider & { calls: { tool: string; args: Record<string, string> }[] } {
  const calls: { tool: string; args: Record<string, string> }[] = [];
  return {
    tools: [lookupCustomerTool],
    calls,
    call(tool, args): LookupResult {
      calls.push({ tool, args });
      const name = (args.full_name ?? '').toLowerCase();
      const city = (args.city ?? '').toLowerCase();
      if (name === 'kaitlyn meyers' || name === 'caitlin myers') return { result: 'confident', row: CAITLIN, score: 96 };
      if (name === 'sean riley') {
        const both = [SEAN, SHAWN];
        const inCity = both.filter((row) => row.City.toLowerCase() === city);
        if (city !== '' && inCity.length === 1 && inCity[0]) return { result: 'confident', row: inCity[0], score: 94 };
        if (city !== '' && inCity.length === 0) return { result: 'not_found' };
        return { result: 'ambiguous', candidates: both.map((row) => ({ row, score: 90 })) };
      }
      return { result: 'not_found' };
    },
  };
}

/** A document whose every call fails, like a file that vanished mid-call. */
export function failingCustomers(): LookupProvider {
  return {
    tools: [lookupCustomerTool],
    call() {
      throw Object.assign(new Error('customers.csv: no such file'), { code: 'file_missing' });
    },
  };
}
