import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import type { UserDocument } from './api.ts';
import { aUser, renderUserDetail, reply, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserIdScreen } from './UserIdScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const blank: Omit<UserDocument, 'id'> = {
  userId: 42, type: null, firstName: null, lastName: null, middleName: null, birthday: null, country: null, city: null,
  address: null, citizenship: null, documentExpireDate: null, documentIssuedBy: null, documentIssuedDate: null,
  documentNumber: null, gender: null, postalCode: null, isChecked: false, dateCreated: '2025-01-01T00:00:00.000Z', files: [],
};

const verification = (status: string) => ({
  userId: 42, status, verificationType: 'manual', autoVerificationStatus: null, autoProvider: null,
  dateRequested: null, dateUpdated: null, comment: null, allowedResponses: [],
});

describe('documents', () => {
  it('lists only documents with at least one field, and says so when a scan cannot be loaded', async () => {
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUserDocuments': {
        items: [
          { ...blank, id: 1 },
          { ...blank, id: 2, type: 'passport', lastName: 'Lovelace', birthday: '1990-12-10', files: [{ userFileId: 9, name: 'front.png', extension: 'png', contentType: 'image/png', size: 2048 }] },
        ],
        total: 2,
      },
      'GET /User/GetUserFile': reply(404, { error: { status: 404, code: 104, message: 'Not found' } }),
    });
    const listed = await screen.findAllByRole('article');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveAccessibleName('Document 2');
    expect(within(listed[0]!).getByText('Lovelace')).toBeInTheDocument();
    expect(within(listed[0]!).getByText('10.12.1990')).toBeInTheDocument();
    expect(await within(listed[0]!).findByText('Failed to load image')).toBeInTheDocument();
  });
});

describe('verification', () => {
  it('offers only the responses the transition table allows from the current status', async () => {
    renderUserDetail(UserIdScreen, '', { 'GET /User/GetVerificationInfo': verification('verified') });
    const actions = await screen.findByRole('group', { name: 'Verification actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Reset']);
  });

  it('asks for a reason before a rejection and sends it', async () => {
    const checks: RecordedCall[] = [];
    renderUserDetail(UserIdScreen, '', {
      'GET /User/GetVerificationInfo': verification('inProcess'),
      'PUT /v2/User/CheckUserDocument': (call: RecordedCall) => {
        checks.push(call);
        return verification('rejectedCanReapply');
      },
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Verification actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Verify', 'Reject (may reapply)', 'Reject for good', 'Ask for data', 'Reset', 'Send to external service',
    ]);
    await user.click(within(actions).getByRole('button', { name: 'Reject (may reapply)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Blurred photo');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(checks.map((c) => c.body)).toEqual([{ userId: 42, response: 'rejected', comment: 'Blurred photo' }]));
  });
});

describe('profile edits', () => {
  it('refuses an empty identificator with the spec message', async () => {
    const { calls } = renderUserDetail(UserIdScreen, '');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New identificator'), '   {Enter}');
    expect(screen.getByText('New identificator field is empty')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('identificator'))).toBe(false);
  });

  it.each([
    ['Language is not allowed', 'Language is not allowed'],
    ['Database is down', 'Unexpected error'],
  ])('shows "%s" from the language change as "%s"', async (serverMessage, shown) => {
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUser': aUser({ locale: 'en' }),
      'PUT /v1/user/42/language': reply(400, { result: { Success: false, Error: serverMessage } }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language'), 'et');
    await user.click(within(screen.getByLabelText('Language').closest('form')!).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change language' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  });

  it('checks the password rule before asking', async () => {
    renderUserDetail(UserIdScreen, '');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short{Enter}');
    expect(screen.getByText(/Password must be 8 to 64 characters/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
