// The engine under test: @switchboard/matcher through its public loadDocument, exactly as a flow or the CLI uses it.
import { loadDocument } from '@switchboard/matcher';
import type { LookupEngine } from './engine.js';

export const matcherEngine: LookupEngine = {
  description: '@switchboard/matcher loadDocument',
  async load(documentPath) {
    // The cap is raised to the table, so a size beyond the default measures the engine rather than the limit.
    const document = await loadDocument(documentPath, { maxRows: 10_000_000 });
    const problems = document.status().issues.filter((issue) => issue.severity === 'error');
    if (problems.length > 0) {
      throw new Error(`the benchmark's lookup document ${documentPath} does not load: ${problems.map((issue) => `${issue.code} at ${issue.path}: ${issue.message}`).join('; ')}`);
    }
    return { call: (tool, args) => document.call(tool, args).result };
  },
};
