// One machine per flow for all its calls: each call's model and documents are found by its actor system, so starting
// or resuming a call never builds the flow's machine again (XState's `provide` builds every state anew, O(nodes)).
import { createActor, type Actor, type Snapshot } from 'xstate';
import { FlowError } from '../FlowError.js';
import type { Flow } from '../flowTypes.js';
import { ERROR } from '../messages.js';
import type { CallContext } from './CallContext.js';
import { callWork, createCallMachine, provideCallWork, type CallDependencies, type CallMachine, type CallSystem, type CallWork } from './createCallMachine.js';
import { flowEdgeProblem } from './flowEdgeProblem.js';

/**
 * Machines by what they are built from: a flow's nodes, then its start and the region its caller numbers are read in.
 * A copy of a loaded flow with other caller lookup settings (a replay's fixture server) shares its nodes, and so its
 * machine; the call's own settings reach it as its dependencies.
 */
const machines = new WeakMap<Flow['nodes'], Map<string, CallMachine>>();
const workOfCall = new WeakMap<CallSystem, CallWork>();

/**
 * The one machine of a flow, built once and shared by all its calls, and by those of a copy of the flow that differs
 * only in its caller lookup's url or other settings than `default_region`; start its calls with {@link callActor}.
 *
 * @example
 * const actor = callActor(sharedCallMachine(flow), { documents }, { input: { call: newCallContext() } });
 */
export function sharedCallMachine(flow: Flow): CallMachine {
  let built = machines.get(flow.nodes);
  if (!built) {
    built = new Map();
    machines.set(flow.nodes, built);
  }
  const key = JSON.stringify([flow.start, flow.callerLookup?.default_region ?? null, flow.formats ?? null]);
  let machine = built.get(key);
  if (!machine) {
    // Before XState builds it: an edge naming no node is XState's own error, a missing one a call that spins for ever.
    const problem = flowEdgeProblem(flow);
    if (problem !== undefined) throw new FlowError(ERROR.flowInvalid, problem);
    machine = provideCallWork(createCallMachine(flow), workOf);
    built.set(key, machine);
  }
  return machine;
}

/**
 * A call's actor on a shared machine, not yet started, doing its lookups and model turns with `dependencies`.
 *
 * @example
 * callActor(sharedCallMachine(flow), { documents, model }, { snapshot: saved.machine, input: { call: newCallContext() } }).start();
 */
export function callActor(
  machine: CallMachine,
  dependencies: CallDependencies,
  options: { input: { call: CallContext }; snapshot?: Snapshot<unknown> },
): Actor<CallMachine> {
  const actor = createActor(machine, options);
  workOfCall.set(actor.system, callWork(dependencies));
  return actor;
}

function workOf(system: CallSystem): CallWork {
  const work = workOfCall.get(system);
  // As the machine's own actors say when none was provided: only an actor not made by callActor has none.
  if (work === undefined) throw new Error('call dependencies not given: start the call with callActor()');
  return work;
}
