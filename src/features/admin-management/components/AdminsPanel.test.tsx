import '../../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import adminManagement from '../../../../locales/en/adminManagement.json';
import common from '../../../../locales/en/common.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi } from '../../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../../domain/adminStatus.ts';
import approvals from '../../../../locales/en/approvals.json';
import { DEFAULT_APPROVAL_POLICY } from '../../../domain/approvals.ts';
import { AdminsPanel } from './AdminsPanel.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'adminManagement')) i18next.addResourceBundle('en', 'adminManagement', adminManagement);
  if (!i18next.hasResourceBundle('en', 'common')) i18next.addResourceBundle('en', 'common', common);
});

const SUPER_ADMIN: AdminStatus = 1;

describe('Admin management: creating an admin', () => {
  it('says so in a success toast once the server created the admin', async () => {
    const calls = stubApi({ 'POST /User/CreateAdmin': { success: true } }, null, { items: [], total: 0 });
    const created = () => calls.filter((c) => c.path === '/User/CreateAdmin').map((c) => c.query.get('UserName'));
    renderScreen(<AdminsPanel />, { adminStatus: SUPER_ADMIN, path: '/admin-management' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create admin' }));
    await user.type(dialog.getByLabelText(/E-mail/), 'new.support@example.com');
    await user.type(dialog.getByLabelText(/User name/), 'newsupport');
    await user.selectOptions(dialog.getByLabelText(/Status/), 'Support');
    await user.click(dialog.getByRole('button', { name: 'Generate a password' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created()).toEqual(['newsupport']));
    expect(await screen.findByText('Admin newsupport created')).toBeInTheDocument();
  }, 30000);

  it('when the four-eyes policy holds the creation, says it waits for a second admin instead of "created"', async () => {
    if (!i18next.hasResourceBundle('en', 'approvals')) i18next.addResourceBundle('en', 'approvals', approvals);
    stubApi(
      {
        'GET /v2/Approval/GetApprovalPolicy': { ...DEFAULT_APPROVAL_POLICY, dateUpdated: null, updatedBy: null },
        'POST /User/CreateAdmin': reply(202, { reason: 'approvalRequired', approvalRequestId: 4, status: 'pending', action: 'createAdmin', amountUsd: null, thresholdUsd: '0', expiresAt: '2026-11-28T10:00:00.000Z' }),
      },
      null,
      { items: [], total: 0 },
    );
    renderScreen(<AdminsPanel />, { adminStatus: SUPER_ADMIN, path: '/admin-management' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create admin' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create admin' }));
    expect(await dialog.findByRole('note', { name: 'Four-eyes policy' })).toHaveTextContent('This action waits for a second admin');
    await user.type(dialog.getByLabelText(/E-mail/), 'new.support@example.com');
    await user.type(dialog.getByLabelText(/User name/), 'newsupport');
    await user.selectOptions(dialog.getByLabelText(/Status/), 'Support');
    await user.click(dialog.getByRole('button', { name: 'Generate a password' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Not done yet: the action waits for a second admin as request #4.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Admin newsupport created')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create admin' })).not.toBeInTheDocument());
  }, 30000);
});
