// Loads the runtime-test flows with injected documents, and plays a caller's lines into a call.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFlow, startCall, type CallOptions, type CallSession, type Flow, type LoadFlowOptions, type LookupProvider } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';

export const flowPath = (name: string) => fileURLToPath(new URL(`../fixtures/flows/${name}`, import.meta.url));

/** Loads a fixture flow whose `customers` document is the given provider (a fake by default). */
export async function loadTestFlow(name: string, customers: LookupProvider = fakeCustomers()): Promise<Flow> {
  const { flow, issues } = await loadFlow(flowPath(name), { loadDocument: async () => customers });
  if (!flow) throw new Error(`fixture ${name} is invalid: ${JSON.stringify(issues, null, 2)}`);
  return flow;
}

/** Writes `text` as the file `name` in `folder` and loads it as a flow (with `options`, as `loadFlow` takes them). */
export async function writtenFlow(folder: string, name: string, text: string, options?: LoadFlowOptions): Promise<Flow> {
  const file = join(folder, name);
  writeFileSync(file, text);
  const { flow, issues } = await loadFlow(file, options);
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

/** Starts a call and says each line while the call listens. */
export async function playCall(flow: Flow, lines: readonly string[], options: CallOptions): Promise<CallSession> {
  const call = await startCall(flow, options);
  for (const line of lines) {
    if (call.status !== 'listening') break;
    await call.hear(line);
  }
  return call;
}

export const said = (call: CallSession) => call.events.flatMap((event) => (event.type === 'say' ? [event.text] : []));
