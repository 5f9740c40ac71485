import { fromPromise } from 'xstate';
import { transactionActionsMachine, type RunActionInput, type TransactionActionsMachine } from './transaction-actions.machine.ts';

/** The one call of the workflow: the admin action's operation (rejects with the server's error). */
export interface TransactionActionsApi {
  run(input: RunActionInput): Promise<unknown>;
}

/** The machine with its effect provided. */
export function provideTransactionActionsMachine(api: TransactionActionsApi): TransactionActionsMachine {
  return transactionActionsMachine.provide({
    actors: { runAction: fromPromise<unknown, RunActionInput>(({ input }) => api.run(input)) },
  });
}
