import '../../components/testing/setup.ts';
import { wideLayout } from '../../components/testing/desktopLayout.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { parseUserIds } from './components/SendNotificationsPanel.tsx';
import { NotificationsSettingsPage } from './NotificationsSettingsPage.tsx';
import { renderSettingsScreen } from './testing/renderScreen.tsx';

beforeEach(() => wideLayout());
afterEach(() => {
  vi.restoreAllMocks();
});

const EMPTY = {
  'POST /v2/Templates/GetNotificationTemplates': { items: [], total: 0 },
  'POST /v2/Templates/GetDefaultNotificationTemplates': { items: [{ notificationType: 0, group: 'security', title: { en: 'Sign in' }, text: { en: 'Sign in: {{details}}' } }] },
  'GET /User/GetSystemNotifications': { items: [], total: 0 },
};

describe('Settings › Notifications', () => {
  it('reads user ids as the admin types them', () => {
    expect(parseUserIds('5, 17 42;5')).toEqual([5, 17, 42]);
    expect(parseUserIds('')).toEqual([]);
    expect(parseUserIds('5, x')).toBeNull();
    expect(parseUserIds('0')).toBeNull();
  });

  it('sends a notification to selected users after confirming and says how many it reached', async () => {
    const { calls } = renderSettingsScreen(<NotificationsSettingsPage />, {
      ...EMPTY,
      'POST /v2/Communication/SendNotificationsToUsers': { success: true, affected: 2, emailed: 2, via: 'outbox' },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('form', { name: 'Send to users' });
    await user.type(within(panel).getByLabelText('User IDs'), '5, 7');
    await user.click(within(panel).getByRole('checkbox', { name: 'Email' }));
    await user.type(within(panel).getByLabelText('Title (en)'), 'Maintenance');
    await user.type(within(panel).getByLabelText('Text (en)'), 'Trading pauses.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    expect(dialog).toHaveTextContent('selected users (2)');
    await user.click(within(dialog).getByRole('button', { name: /ok/i }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Recipients: 2; e-mails: 2 (saved to the outbox folder)');
    expect(calls.find((c) => c.path === '/v2/Communication/SendNotificationsToUsers')?.body).toEqual({
      notificationType: 33, channels: [1, 2], title: { en: 'Maintenance' }, text: { en: 'Trading pauses.' }, userIdList: [5, 7],
    });
  });

  it('refuses to send with no text, naming the rule, and calls nothing', async () => {
    const { calls } = renderSettingsScreen(<NotificationsSettingsPage />, EMPTY);
    const user = userEvent.setup();
    const panel = await screen.findByRole('form', { name: 'Send to users' });
    await user.type(within(panel).getByLabelText('User IDs'), '5');
    await user.type(within(panel).getByLabelText('Title (en)'), 'Hi');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Text is empty');
    expect(calls.some((c) => c.path === '/v2/Communication/SendNotificationsToUsers')).toBe(false);
  });

  it('adds a system notification with its fields and text per locale', async () => {
    const { calls } = renderSettingsScreen(<NotificationsSettingsPage />, { ...EMPTY, 'PUT /v2/Communication/AddSystemNotification': { id: 3 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add system notification' }));
    const form = await screen.findByRole('form', { name: 'System notification form' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'technicalWork');
    await user.type(within(form).getByLabelText('Version'), '3.0.1');
    await user.type(within(form).getByLabelText('CMS ID'), 'cms-1');
    await user.click(within(form).getByRole('checkbox', { name: 'Need auth' }));
    await user.type(within(form).getByLabelText('Text (en)'), 'Works tonight');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v2/Communication/AddSystemNotification')?.body).toEqual({
        type: 'technicalWork', version: '3.0.1', needAuth: true, source: '', cmsId: 'cms-1', text: { en: 'Works tonight' }, isActive: true,
      }),
    );
  });

  it('fills a new notification template from the default of its type', async () => {
    const { calls } = renderSettingsScreen(<NotificationsSettingsPage />, { ...EMPTY, 'POST /v2/Templates/AddNotificationTemplate': { id: 9 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add template' }));
    const form = await screen.findByRole('form', { name: 'Notification template' });
    await user.click(within(form).getByRole('button', { name: 'Fill from the default' }));
    expect(within(form).getByLabelText('Title (en)')).toHaveValue('Sign in');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/v2/Templates/AddNotificationTemplate')?.body).toEqual({ notificationType: 0, channel: 1, title: { en: 'Sign in' }, text: { en: 'Sign in: {{details}}' } }),
    );
  });
});
