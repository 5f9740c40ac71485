import '../../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminManagement from '../../../../locales/en/adminManagement.json';
import common from '../../../../locales/en/common.json';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../../api/sessionTypes.ts';
import { renderWidget } from '../../../components/testing/render.tsx';
import { DEFAULT_ADMIN_SETTINGS } from '../../../domain/adminSettings.ts';
import approvals from '../../../../locales/en/approvals.json';
import { DEFAULT_APPROVAL_POLICY } from '../../../domain/approvals.ts';
import { AdminsPanel } from './AdminsPanel.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'adminManagement')) i18next.addResourceBundle('en', 'adminManagement', adminManagement);
  if (!i18next.hasResourceBundle('en', 'common')) i18next.addResourceBundle('en', 'common', common);
});
afterEach(() => vi.unstubAllGlobals());

describe('Admin management: creating an admin', () => {
  it('says so in a success toast once the server created the admin', async () => {
    const created: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        if (url.pathname.endsWith('/User/CreateAdmin')) {
          created.push(url.searchParams.get('UserName') ?? '');
          return json({ success: true });
        }
        return json({ items: [], total: 0 });
      }),
    );
    const me: CurrentAdmin = {
      id: 1, userName: 'super', email: 'super@example.com', adminStatus: 1, isBlocked: false, is2faEnabled: false, settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueries.currentAdmin().queryKey, me);
    renderWidget(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <AdminsPanel />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create admin' }));
    await user.type(dialog.getByLabelText(/E-mail/), 'new.support@example.com');
    await user.type(dialog.getByLabelText(/User name/), 'newsupport');
    await user.selectOptions(dialog.getByLabelText(/Status/), 'Support');
    await user.click(dialog.getByRole('button', { name: 'Generate a password' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created).toEqual(['newsupport']));
    expect(await screen.findByText('Admin newsupport created')).toBeInTheDocument();
  }, 30000);

  it('when the four-eyes policy holds the creation, says it waits for a second admin instead of "created"', async () => {
    if (!i18next.hasResourceBundle('en', 'approvals')) i18next.addResourceBundle('en', 'approvals', approvals);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
        if (url.pathname.endsWith('/v2/Approval/GetApprovalPolicy')) return json({ ...DEFAULT_APPROVAL_POLICY, dateUpdated: null, updatedBy: null });
        if (url.pathname.endsWith('/User/CreateAdmin')) {
          return json({ reason: 'approvalRequired', approvalRequestId: 4, status: 'pending', action: 'createAdmin', amountUsd: null, thresholdUsd: '0', expiresAt: '2026-11-28T10:00:00.000Z' }, 202);
        }
        return json({ items: [], total: 0 });
      }),
    );
    const me: CurrentAdmin = {
      id: 1, userName: 'super', email: 'super@example.com', adminStatus: 1, isBlocked: false, is2faEnabled: false, settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: 'UTC' },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueries.currentAdmin().queryKey, me);
    renderWidget(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <AdminsPanel />
        </QueryClientProvider>
      </MemoryRouter>,
    );
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
