import '../../components/testing/setup.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changedCommands, ignoredByCell } from './notificationEdits.ts';
import { renderUserDetail, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserNotificationsScreen } from './UserNotificationsScreen.tsx';

// The matrix is 64 × 6 checkboxes: rendering it is slow on a busy machine, not broken.
describe('notification settings', () => {
  it('saves only the cells the admin changed, in one call, and keeps them after reloading', async () => {
    // Stored: sign-in e-mails are off for this user.
    let stored = [{ notification: 0, notificationServiceType: 2, ignored: true }];
    const saves: RecordedCall[] = [];
    renderUserDetail(UserNotificationsScreen, '/notifications', {
      'GET /User/GetUserNotificationSettings': () => ({ notificationList: stored }),
      'POST /User/UpdateUserNotificationsSettings': (call: RecordedCall) => {
        saves.push(call);
        stored = [{ notification: 0, notificationServiceType: 0, ignored: true }];
        return { success: true, affected: 2 };
      },
    });
    const user = userEvent.setup();

    const signInEmail = await screen.findByRole('checkbox', { name: 'Sign in by Email' });
    expect(signInEmail).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Sign in by Pop-up' }));
    await user.click(signInEmail);
    // a cell changed and changed back is not a change
    await user.click(screen.getByRole('checkbox', { name: 'News by Push' }));
    await user.click(screen.getByRole('checkbox', { name: 'News by Push' }));
    expect(screen.getByText('2 unsaved')).toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({
      userId: 42,
      commands: [
        { notification: 0, service: 0, ignore: true },
        { notification: 0, service: 2, ignore: false },
      ],
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Sign in by Pop-up' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Sign in by Email' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('drops local edits on Reset without calling the server', async () => {
    const { calls } = renderUserDetail(UserNotificationsScreen, '/notifications');
    const user = userEvent.setup();
    const cell = await screen.findByRole('checkbox', { name: 'Invoice status by Telegram' });
    await user.click(cell);
    expect(cell).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(cell).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/User/UpdateUserNotificationsSettings')).toBe(false);
  });

  it('asks before leaving with unsaved edits, and stays when the admin cancels', async () => {
    const { router } = renderUserDetail(UserNotificationsScreen, '/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'News by Sound' }));
    await act(() => router.navigate('/users'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/user/42/notifications');
    expect(screen.getByRole('checkbox', { name: 'News by Sound' })).not.toBeChecked();
  });

  it('groups the notifications as the spec does', async () => {
    renderUserDetail(UserNotificationsScreen, '/notifications');
    const groups = await screen.findAllByRole('rowheader', { name: /^(Security|Orders|Transactions|Codes|System|P2P|Merchants)$/ });
    expect(groups.map((g) => g.textContent)).toEqual(['Security', 'Orders', 'Transactions', 'Codes', 'System', 'P2P', 'Merchants']);
  });
});

describe('changedCommands', () => {
  it('lists nothing when the edits equal what is stored', () => {
    const stored = ignoredByCell([{ notification: 5, notificationServiceType: 3, ignored: true }]);
    expect(changedCommands(stored, new Map([['5:3', true], ['6:0', false]]))).toEqual([]);
    expect(changedCommands(stored, new Map([['5:3', false]]))).toEqual([{ notification: 5, service: 3, ignore: false }]);
  });
});
