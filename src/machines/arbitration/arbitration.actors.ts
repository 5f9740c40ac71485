import { fromPromise } from 'xstate';
import {
  arbitrationMachine,
  type ArbitrationMachine,
  type AssignActionInput,
  type ResolveActionInput,
  type TradeActionInput,
} from './arbitration.machine.ts';

/** The four calls of arbitration (spec 2 §7); each rejects when the answer's result is not a success. */
export interface ArbitrationApi {
  join(input: TradeActionInput): Promise<unknown>;
  assign(input: AssignActionInput): Promise<unknown>;
  confirm(input: ResolveActionInput): Promise<unknown>;
  cancel(input: ResolveActionInput): Promise<unknown>;
}

/** The arbitration machine with its effects: each named actor calls one API function. */
export function provideArbitrationMachine(api: ArbitrationApi): ArbitrationMachine {
  return arbitrationMachine.provide({
    actors: {
      joinTrade: fromPromise<unknown, TradeActionInput>(({ input }) => api.join(input)),
      assignTrade: fromPromise<unknown, AssignActionInput>(({ input }) => api.assign(input)),
      confirmTrade: fromPromise<unknown, ResolveActionInput>(({ input }) => api.confirm(input)),
      cancelTrade: fromPromise<unknown, ResolveActionInput>(({ input }) => api.cancel(input)),
    },
  });
}
