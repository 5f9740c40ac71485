import { fromPromise } from 'xstate';
import {
  approvalRequestMachine,
  type ApprovalRequestMachine,
  type DecisionInput,
  type WithdrawInput,
} from './approval-request.machine.ts';

/** The three calls of the request view (each rejects with the server's error). */
export interface ApprovalRequestApi {
  approve(input: DecisionInput): Promise<unknown>;
  reject(input: DecisionInput): Promise<unknown>;
  withdraw(input: WithdrawInput): Promise<unknown>;
}

/** The machine with its effects provided. */
export function provideApprovalRequestMachine(api: ApprovalRequestApi): ApprovalRequestMachine {
  return approvalRequestMachine.provide({
    actors: {
      approveRequest: fromPromise<unknown, DecisionInput>(({ input }) => api.approve(input)),
      rejectRequest: fromPromise<unknown, DecisionInput>(({ input }) => api.reject(input)),
      withdrawRequest: fromPromise<unknown, WithdrawInput>(({ input }) => api.withdraw(input)),
    },
  });
}
