// One machine per flow for all its calls: each call's model and documents are found by its actor system, so starting
// or resuming a call never builds the flow's machine again (XState's `provide` builds every state anew, O(nodes)).
import { createActor, type Actor, type Snapshot } from 'xstate';
import { FlowError } from '../FlowError.js';
import type { Flow } from '../flowTypes.js';
import { ERROR } from '../messages.js';
import type { CallContext } from './CallContext.js';
import { callWork, createCallMachine, provideCallWork, type CallDependencies, type CallMachine, type CallSystem, type CallWork } from './createCallMachine.js';
import { flowEdgeProblem } from './flowEdgeProblem.js';

const machines = new WeakMap<Flow, CallMachine>();
const workOfCall = new WeakMap<CallSystem, CallWork>();

/**
 * The one machine of a flow, built once and shared by all its calls; start its calls with {@link callActor}.
 *
 * @example
 * const actor = callActor(sharedCallMachine(flow), { documents }, { input: { call: newCallContext() } });
 */
export function sharedCallMachine(flow: Flow): CallMachine {
  let machine = machines.get(flow);
  if (!machine) {
    // Before XState builds it: an edge naming no node is XState's own error, a missing one a call that spins for ever.
    const problem = flowEdgeProblem(flow);
    if (problem !== undefined) throw new FlowError(ERROR.flowInvalid, problem);
    machine = provideCallWork(createCallMachine(flow), workOf);
    machines.set(flow, machine);
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
