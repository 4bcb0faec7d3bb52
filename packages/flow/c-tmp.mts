import { startCall } from '@switchboard/flow';
const which = process.argv[2];
const nodes: any = {
  ask: { id: 'ask', kind: 'collect', text: 'Pick', into: 'a', next: 'br' },
  br: { id: 'br', kind: 'branch', variable: 'a', cases: [{ match: ['yes'], next: 't' }], otherwise: 't' },
  t: { id: 't', kind: 'end', text: 't' } };
if (which === 'say-no-next') nodes.br = { id: 'br', kind: 'say', text: 'hi' };
if (which === 'unknown-target') nodes.br.otherwise = 'gone';
if (which === 'collect-no-next') nodes.ask.next = undefined;
const flow: any = { name: 'x', start: 'ask', documents: {}, nodes };
try {
  const call = await startCall(flow, { documents: {} });
  await call.hear('nope');
  console.log(which, call.status, JSON.stringify(call.events.slice(-2)));
} catch (e) { console.log(which, 'threw', (e as Error).message.slice(0, 300)); }
