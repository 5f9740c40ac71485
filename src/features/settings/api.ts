import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';

export type EmailTemplate = components['schemas']['EmailTemplate'];
export type LocalizedText = components['schemas']['LocalizedText'];
export type EmailTemplateInput = components['schemas']['EmailTemplateInput'];

/** Every template fits one request: there is one per message type (18) plus the ones staff add. */
const TEMPLATE_LIMIT = 1000;
export const HISTORY_PAGE_SIZE = 20;

export const settingsKeys = {
  all: ['settings'] as const,
  templates: () => ['settings', 'emailTemplates'] as const,
  history: (id: number, page: number) => ['settings', 'emailTemplateHistory', id, page] as const,
};

export function emailTemplatesQuery() {
  return queryOptions({
    queryKey: settingsKeys.templates(),
    queryFn: async ({ signal }) =>
      dataOf(await v2Client.POST('/v2/Templates/GetEmailMessageTemplates', { body: { offset: 0, limit: TEMPLATE_LIMIT, getTotal: false }, signal })).items,
  });
}

export function templateHistoryQuery(id: number, page: number) {
  return queryOptions({
    queryKey: settingsKeys.history(id, page),
    queryFn: async ({ signal }) =>
      dataOf(
        await v2Client.POST('/v2/Templates/GetEmailMessageTemplateHistory', {
          body: { id, offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE, getTotal: true },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export async function updateTemplate(id: number, input: EmailTemplateInput) {
  return dataOf(await v2Client.POST('/v2/Templates/UpdateEmailMessageTemplate', { body: { id, ...input } }));
}

export async function addTemplate(input: EmailTemplateInput & { messageType: number; subject: LocalizedText; body: LocalizedText }) {
  return dataOf(await v2Client.POST('/v2/Templates/AddEmailMessageTemplate', { body: input }));
}
