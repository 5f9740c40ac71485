import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { ranAnswer } from '../../api/approvalRequired.ts';
import { defineAction } from '../../components/actions.ts';

type Schemas = components['schemas'];
export type EmailOptions = Schemas['EmailOptions'];
export type VerificationOptions = Schemas['VerificationOptions'];
export type UploadOptions = Schemas['UploadOptions'];
export type TransactionsSettings = Schemas['TransactionsSettings'];
export type TechnicalWork = Schemas['TechnicalWork'];
export type TechnicalWorkChange = Schemas['TechnicalWorkChange'];

/** Settings › Technical: each operation with its id (the access table's key). */
export const technicalKeys = {
  all: ['settings', 'technical'] as const,
  status: () => ['settings', 'technical', 'status'] as const,
  email: () => ['settings', 'technical', 'email'] as const,
  verification: () => ['settings', 'technical', 'verification'] as const,
  upload: () => ['settings', 'technical', 'upload'] as const,
  transactions: () => ['settings', 'technical', 'transactions'] as const,
};

/** GET Options/GetStatus, fresh: the switches as they are now (the session's copy is from sign-in). */
export function technicalWorkQuery() {
  return queryOptions({
    queryKey: technicalKeys.status(),
    queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetStatus', { signal })).technicalWork,
  });
}

/** POST Options/UpdateTechnicalWork: sets the named switches, answers all of them. */
export async function updateTechnicalWork(change: TechnicalWorkChange): Promise<TechnicalWork> {
  return dataOf(await v2Client.POST('/Options/UpdateTechnicalWork', { body: change }));
}

/** GET Options/GetEmailOptions */
export const emailOptionsQuery = () =>
  queryOptions({ queryKey: technicalKeys.email(), queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetEmailOptions', { signal })) });
/** POST Options/UpdateEmailOptions */
export const saveEmailOptions = async (body: EmailOptions) => dataOf(await v2Client.POST('/Options/UpdateEmailOptions', { body }));

/** GET Options/GetVerificationOptions */
export const verificationOptionsQuery = () =>
  queryOptions({ queryKey: technicalKeys.verification(), queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetVerificationOptions', { signal })) });
/** POST Options/UpdateVerificationOptions */
export const saveVerificationOptions = async (body: VerificationOptions) => dataOf(await v2Client.POST('/Options/UpdateVerificationOptions', { body }));

/** GET Options/GetUploadOptions */
export const uploadOptionsQuery = () =>
  queryOptions({ queryKey: technicalKeys.upload(), queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetUploadOptions', { signal })) });
/** POST Options/UpdateUploadOptions */
export const saveUploadOptions = async (body: UploadOptions) => dataOf(await v2Client.POST('/Options/UpdateUploadOptions', { body }));

/** GET Options/GetTransactionsSettings */
export const transactionsSettingsQuery = () =>
  queryOptions({ queryKey: technicalKeys.transactions(), queryFn: async ({ signal }) => dataOf(await v2Client.GET('/Options/GetTransactionsSettings', { signal })) });
/** POST Options/UpdateTransactionsSettings */
// Guarded by the four-eyes policy (issue 29): a held change rejects with ApprovalRequiredError.
export const saveTransactionsSettings = async (body: TransactionsSettings) => ranAnswer(dataOf(await v2Client.POST('/Options/UpdateTransactionsSettings', { body })));

// ---- Declared writes (screen kit, issue 24): each answer replaces its cached document in the component.
/** Sets technical-work switches; `label` is the switch's caption for the success words. */
export const updateTechnicalWorkAction = defineAction({
  operationId: 'POST Options/UpdateTechnicalWork',
  call: ({ change }: { change: TechnicalWorkChange; on: boolean; label: string }) => updateTechnicalWork(change),
  success: ({ on, label }) => ({ key: on ? 'technicalSettings.work.toast.on' : 'technicalSettings.work.toast.off', params: { name: label } }),
});
export const saveEmailOptionsAction = defineAction({ operationId: 'POST Options/UpdateEmailOptions', call: saveEmailOptions, success: 'technicalSettings.email.saved' });
export const saveVerificationOptionsAction = defineAction({ operationId: 'POST Options/UpdateVerificationOptions', call: saveVerificationOptions, success: 'technicalSettings.verification.saved' });
export const saveUploadOptionsAction = defineAction({ operationId: 'POST Options/UpdateUploadOptions', call: saveUploadOptions, success: 'technicalSettings.upload.saved' });
/** Guarded by the four-eyes policy: a held change shows the approvals notice (useAction). */
export const saveTransactionsSettingsAction = defineAction({ operationId: 'POST Options/UpdateTransactionsSettings', call: saveTransactionsSettings, success: 'technicalSettings.transactions.saved' });
