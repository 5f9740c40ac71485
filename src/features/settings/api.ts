import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { defineAction, type SuccessWords } from '../../components/actions.ts';
import type { OperationId } from '../../domain/operationAccess.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { settingsErrorText } from './settingsErrors.ts';

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
  return pageQuery(settingsKeys.history(id, page), async (signal) =>
    dataOf(
      await v2Client.POST('/v2/Templates/GetEmailMessageTemplateHistory', {
        body: { id, offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE, getTotal: true },
        signal,
      }),
    ),
  );
}

export async function updateTemplate(id: number, input: EmailTemplateInput) {
  return dataOf(await v2Client.POST('/v2/Templates/UpdateEmailMessageTemplate', { body: { id, ...input } }));
}

export async function addTemplate(input: EmailTemplateInput & { messageType: number; subject: LocalizedText; body: LocalizedText }) {
  return dataOf(await v2Client.POST('/v2/Templates/AddEmailMessageTemplate', { body: input }));
}

// ---- Limits, Notifications and Watermark tabs (issue 17)
type Schemas = components['schemas'];
export type TransactionLimit = Schemas['TransactionLimit'];
export type NotificationTemplate = Schemas['NotificationTemplate'];
export type DefaultNotificationTemplate = Schemas['DefaultNotificationTemplate'];
export type SystemNotification = Schemas['SystemNotification'];
export type Watermarks = Schemas['Watermarks'];
export type NotificationSendResult = Schemas['NotificationSendResult'];
export type LimitInput = {
  currencyId: number;
  verificationLevel: TransactionLimit['verificationLevel'];
  operationType: TransactionLimit['operationType'];
  minAmount: string | null;
  maxAmount: string | null;
  dailyLimit: string | null;
  monthlyLimit: string | null;
};
export type SystemNotificationInput = {
  type: SystemNotification['type'];
  version: string | null;
  needAuth: boolean;
  source: string | null;
  cmsId: string | null;
  text: LocalizedText;
  isActive: boolean;
};
export type SendInput = {
  userIdList?: number[];
  selectAll?: boolean;
  filter?: Schemas['UserSelectionFilter'];
  notificationType: number;
  channels: Schemas['NotificationChannel'][];
  title: LocalizedText;
  text: LocalizedText;
};

export const NOTIFICATION_TEMPLATES_PAGE_SIZE = 20;
export const SYSTEM_NOTIFICATIONS_PAGE_SIZE = 20;

export const platformKeys = {
  limits: () => ['settings', 'platformLimits'] as const,
  templates: (page: number, notificationType: number | null) => ['settings', 'notificationTemplates', page, notificationType] as const,
  defaults: () => ['settings', 'defaultNotificationTemplates'] as const,
  systemNotifications: (page: number) => ['settings', 'systemNotifications', page] as const,
  watermarks: () => ['settings', 'watermarks'] as const,
};

export function platformLimitsQuery() {
  return queryOptions({
    queryKey: platformKeys.limits(),
    queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Transaction/GetTransactionLimits', { body: { cumulativeCurrency: true }, signal })).items,
  });
}

export async function saveLimit(input: LimitInput) {
  return dataOf(await v2Client.PUT('/v2/Transaction/UpdateTransactionLimit', { body: input }));
}

export async function deleteLimit(id: number) {
  return dataOf(await v2Client.PUT('/v2/Transaction/DeleteTransactionLimit', { body: { id } }));
}

export function notificationTemplatesQuery(page: number, notificationType: number | null) {
  return pageQuery(platformKeys.templates(page, notificationType), async (signal) =>
    dataOf(
      await v2Client.POST('/v2/Templates/GetNotificationTemplates', {
        body: { offset: (page - 1) * NOTIFICATION_TEMPLATES_PAGE_SIZE, limit: NOTIFICATION_TEMPLATES_PAGE_SIZE, getTotal: true, ...(notificationType === null ? {} : { notificationType }) },
        signal,
      }),
    ),
  );
}

export function defaultNotificationTemplatesQuery() {
  return queryOptions({
    queryKey: platformKeys.defaults(),
    queryFn: async ({ signal }) => dataOf(await v2Client.POST('/v2/Templates/GetDefaultNotificationTemplates', { body: {}, signal })).items,
    staleTime: Infinity,
  });
}

export async function addNotificationTemplate(input: { notificationType: number; channel: Schemas['NotificationChannel']; title: LocalizedText; text: LocalizedText }) {
  return dataOf(await v2Client.POST('/v2/Templates/AddNotificationTemplate', { body: input }));
}

export function systemNotificationsQuery(page: number) {
  return pageQuery(platformKeys.systemNotifications(page), async (signal) =>
    dataOf(
      await v2Client.GET('/User/GetSystemNotifications', {
        params: { query: { Limit: SYSTEM_NOTIFICATIONS_PAGE_SIZE, Offset: (page - 1) * SYSTEM_NOTIFICATIONS_PAGE_SIZE, GetTotal: true } },
        signal,
      }),
    ),
  );
}

export async function addSystemNotification(input: SystemNotificationInput) {
  return dataOf(await v2Client.PUT('/v2/Communication/AddSystemNotification', { body: input }));
}

export async function updateSystemNotification(id: number, input: Partial<SystemNotificationInput>) {
  return dataOf(await v2Client.PUT('/v2/Communication/UpdateSystemNotification', { body: { id, ...input } }));
}

export async function sendNotifications(input: SendInput): Promise<NotificationSendResult> {
  return dataOf(await v2Client.POST('/v2/Communication/SendNotificationsToUsers', { body: input }));
}

/** Sends a notification to the chosen users (its result, how many got it, shows in the panel). */
export const sendNotificationsAction = defineAction({
  operationId: 'POST v2/Communication/SendNotificationsToUsers',
  call: sendNotifications,
  success: 'settings.notifications.send.sent',
});

export function watermarksQuery() {
  return queryOptions({
    queryKey: platformKeys.watermarks(),
    queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/System/GetWatermarks', { signal })),
  });
}

function fileForm(file: File) {
  const form = new FormData();
  form.append('File', file, file.name);
  return form;
}

export async function uploadWatermark(kind: 'image' | 'logo', file: File): Promise<Watermarks> {
  const path = kind === 'image' ? '/v2/System/UploadWatermarkImage' : '/v2/System/UploadWatermarkLogo';
  return dataOf(await v2Client.POST(path, { body: fileForm(file) as never }));
}

// ---- Declared writes (screen kit, issue 24): refresh keys and success words live here, not in the components.

const settingsChanged = () => [settingsKeys.all];

/** A settings write that refreshes every settings query and puts a refusal in this namespace's words (settingsErrorText). */
function settingsAction<Vars, Result>(operationId: OperationId, call: (vars: Vars) => Promise<Result>, success: SuccessWords) {
  return defineAction({ operationId, call, refresh: settingsChanged, success, refusal: (error) => settingsErrorText(error) });
}

/** Saves a platform limit (a four-eyes policy may hold it: useAction then shows the approvals notice). */
export const saveLimitAction = settingsAction('PUT v2/Transaction/UpdateTransactionLimit', saveLimit, 'settings.limits.saved');

/** Deletes a platform limit. */
export const deleteLimitAction = settingsAction('PUT v2/Transaction/DeleteTransactionLimit', deleteLimit, 'settings.limits.deleted');

/** Adds an e-mail template (the answer names the new template). */
export const addTemplateAction = defineAction({
  operationId: 'POST v2/Templates/AddEmailMessageTemplate',
  call: addTemplate,
  refresh: settingsChanged,
  success: 'settings.email.saved',
});

/** Saves an edited e-mail template. */
export const updateTemplateAction = defineAction({
  operationId: 'POST v2/Templates/UpdateEmailMessageTemplate',
  call: ({ id, input }: { id: number; input: EmailTemplateInput }) => updateTemplate(id, input),
  refresh: settingsChanged,
  success: 'settings.email.saved',
});

/** Adds a notification template. */
export const addNotificationTemplateAction = settingsAction('POST v2/Templates/AddNotificationTemplate', addNotificationTemplate, 'settings.notifications.templates.saved');

/** Adds a system notification. */
export const addSystemNotificationAction = settingsAction('PUT v2/Communication/AddSystemNotification', addSystemNotification, 'settings.notifications.system.saved');

/** Saves an edited system notification. */
export const updateSystemNotificationAction = settingsAction(
  'PUT v2/Communication/UpdateSystemNotification',
  ({ id, input }: { id: number; input: Partial<SystemNotificationInput> }) => updateSystemNotification(id, input),
  'settings.notifications.system.saved',
);

/** Uploads a watermark image; the component writes the answer into the cache. */
export const uploadWatermarkImageAction = defineAction({
  operationId: 'POST v2/System/UploadWatermarkImage',
  call: (file: File) => uploadWatermark('image', file),
  success: 'settings.watermark.saved',
  refusal: (error) => settingsErrorText(error),
});

/** Uploads a watermark logo; the component writes the answer into the cache. */
export const uploadWatermarkLogoAction = defineAction({
  operationId: 'POST v2/System/UploadWatermarkLogo',
  call: (file: File) => uploadWatermark('logo', file),
  success: 'settings.watermark.saved',
  refusal: (error) => settingsErrorText(error),
});
