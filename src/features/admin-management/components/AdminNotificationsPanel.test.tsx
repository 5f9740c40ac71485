import '../../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import adminNotifications from '../../../../locales/en/adminNotifications.json';
import common from '../../../../locales/en/common.json';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../../api/sessionTypes.ts';
import { renderWidget } from '../../../components/testing/render.tsx';
import { reply, stubApi } from '../../../components/testing/stubApi.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../../domain/adminSettings.ts';
import { enabledCells, plannedChanges } from '../adminNotificationEdits.ts';
import { AdminNotificationsPanel } from './AdminNotificationsPanel.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'adminNotifications')) i18next.addResourceBundle('en', 'adminNotifications', adminNotifications);
  if (!i18next.hasResourceBundle('en', 'common')) i18next.addResourceBundle('en', 'common', common);
});

const ME: CurrentAdmin = { id: 2, userName: 'superadmin', email: 'super@demo.local', adminStatus: 1, isBlocked: false, is2faEnabled: false, settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' } };
const ADMINS = [
  { id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: 0, isBlocked: false, dateCreated: '2026-01-01T00:00:00.000Z' },
  { id: 2, userName: 'superadmin', email: 'super@demo.local', adminStatus: 1, isBlocked: false, dateCreated: '2026-01-01T00:00:00.000Z' },
  { id: 3, userName: 'support', email: 'support@demo.local', adminStatus: 2, isBlocked: false, dateCreated: '2026-01-01T00:00:00.000Z' },
];
// Mine: "New withdrawal" by e-mail on; "Report ready" by pop-up stored but switched off.
const MINE = [
  { id: 11, adminId: 2, notificationType: 3, channel: 2, isEnabled: true },
  { id: 12, adminId: 2, notificationType: 12, channel: 0, isEnabled: false },
];

function renderPanel(handlers: Record<string, unknown>, me: CurrentAdmin = ME) {
  const calls = stubApi({ 'GET /User/GetAdmins': { items: ADMINS }, ...handlers }, undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueries.currentAdmin().queryKey, me);
  renderWidget(
    <MemoryRouter initialEntries={['/admin-management?tab=notifications']}>
      <QueryClientProvider client={client}>
        <AdminNotificationsPanel />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}
const cell = (notification: string, channel: string) => screen.getByRole('checkbox', { name: `${notification} by ${channel}` });
const writes = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.path.includes('AdminNotificationsSettings') && !c.path.includes('/Get'));

describe('Admin notification settings', () => {
  it("shows the signed-in admin's settings, and offers only oneself and the admins one outranks", async () => {
    renderPanel({ 'POST /v2/Communication/GetAdminNotificationsSettings': { items: MINE } });
    await waitFor(() => expect(cell('New withdrawal', 'E-mail')).toBeChecked());
    expect(cell('Report ready', 'Pop-up')).not.toBeChecked();
    expect(cell('New user', 'Telegram')).not.toBeChecked();
    const admin = screen.getByLabelText('Admin');
    expect(within(admin).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('superadmin'), expect.stringContaining('support')]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the ticked and unticked cells with add, edit and remove, and says so', async () => {
    const calls = renderPanel({ 'POST /v2/Communication/GetAdminNotificationsSettings': { items: MINE }, 'POST /v2/Communication/AddAdminNotificationsSettings': { id: 99 } });
    const user = userEvent.setup();
    await waitFor(() => expect(cell('New withdrawal', 'E-mail')).toBeChecked());
    await user.click(cell('New withdrawal', 'E-mail')); // off: remove
    await user.click(cell('Report ready', 'Pop-up')); // stored but off: enable
    await user.click(cell('New P2P dispute', 'Telegram')); // nothing stored: add
    expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/v2/Communication/RemoveAdminNotificationsSettings', { id: 11 }],
      ['PUT', '/v2/Communication/EditAdminNotificationsSettings', { id: 12, isEnabled: true }],
      ['POST', '/v2/Communication/AddAdminNotificationsSettings', { adminId: 2, notificationType: 7, channel: 3, isEnabled: true }],
    ]);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('a cell ticked and unticked again is no change; Reset drops the edits', async () => {
    const calls = renderPanel({ 'POST /v2/Communication/GetAdminNotificationsSettings': { items: MINE } });
    const user = userEvent.setup();
    await waitFor(() => expect(cell('New withdrawal', 'E-mail')).toBeChecked());
    await user.click(cell('New user', 'Push'));
    await user.click(cell('New user', 'Push'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(cell('New user', 'Sound'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(cell('New user', 'Sound')).not.toBeChecked();
    expect(writes(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the admin's language and the stored state again", async () => {
    let settings = MINE;
    renderPanel({
      'POST /v2/Communication/GetAdminNotificationsSettings': () => ({ items: settings }),
      'POST /v2/Communication/AddAdminNotificationsSettings': () => {
        settings = [...MINE];
        return reply(403, { error: { status: 403, code: 102, message: 'Only an admin of a higher rank may do this', reason: 'adminOutranked' } });
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cell('New withdrawal', 'E-mail')).toBeChecked());
    await user.click(cell('New user', 'E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin of a higher rank may do this');
    await waitFor(() => expect(cell('New user', 'E-mail')).not.toBeChecked());
  });

  it('switches to another admin through the selector and loads their settings', async () => {
    const calls = renderPanel({
      'POST /v2/Communication/GetAdminNotificationsSettings': (c: { body: { adminId: number } }) => ({ items: c.body.adminId === 3 ? [{ id: 31, adminId: 3, notificationType: 0, channel: 1, isEnabled: true }] : MINE }),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cell('New withdrawal', 'E-mail')).toBeChecked());
    await user.selectOptions(screen.getByLabelText('Admin'), '3');
    await waitFor(() => expect(cell('New user', 'System')).toBeChecked());
    expect(cell('New withdrawal', 'E-mail')).not.toBeChecked();
    expect(calls.filter((c) => c.path.endsWith('GetAdminNotificationsSettings')).map((c) => c.body)).toContainEqual({ adminId: 3 });
  });
});

describe('plannedChanges', () => {
  it('plans no call for cells edited back to what is stored', () => {
    const stored = enabledCells(MINE.map((s) => ({ ...s, channel: s.channel as 0 | 2 })));
    expect(plannedChanges(stored, new Map([['3:2', true], ['12:0', false]]))).toEqual([]);
  });
});
